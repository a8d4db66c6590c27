import { Clock } from 'src/common/clock.js';
import { expectValidation } from '../legacy-rest/legacy-client.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const ME = '{ me { id email } }';
  const UPDATE = `mutation Update($id: Int!, $input: UpdateAdminInput!) {
  updateAdmin(id: $id, input: $input) { id name accessToken }
}`;
  const REFRESH = 'mutation { refreshToken { accessToken user { id email } } }';
  const LOGOUT_ALL = 'mutation { logoutAll }';
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';

  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  describe('sessions end when the password changes', () => {
    let t: TestApp;
    let saraId: number;
    let rezaId: number;
    let saraPassword = 'sara-pass-123';

    const meStatus = async (token: string) => (await t.gql(ME, {}, token)).status;
    const restStatus = async (token: string) => (await t.http.get('/api/user/view-all').set('authorization', `Bearer ${token}`)).status;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const add = async (email: string, phone: string, password: string) =>
        (await t.gql(CREATE_ADMIN, { input: { name: 'مدیر', family: 'آزمون', email, phone, password } }, t.superToken)).data.createAdmin.id;
      saraId = await add('sara@example.com', '09121112233', saraPassword);
      rezaId = await add('reza@example.com', '09124445566', 'reza-pass-123');
    });
    afterAll(() => t.close());

    it('refuses every earlier token of an admin once a superadmin changes their password, in GraphQL and REST', async () => {
      const before = [await t.login('sara@example.com', saraPassword), await t.login('09121112233', saraPassword)];
      const rezaToken = await t.login('reza@example.com', 'reza-pass-123');
      saraPassword = 'sara-pass-456';
      const res = await t.gql(UPDATE, { id: saraId, input: { password: saraPassword } }, t.superToken);
      expect(res.errors).toBeUndefined();
      // The superadmin changed someone else's password: their own session goes on, no token comes back.
      expect(res.data.updateAdmin.accessToken).toBeNull();
      expect(await meStatus(t.superToken)).toBe(200);
      for (const token of before) {
        expect(await meStatus(token)).toBe(401);
        expect(await restStatus(token)).toBe(401);
      }
      expect(await meStatus(rezaToken)).toBe(200);
      expect(await meStatus(await t.login('sara@example.com', saraPassword))).toBe(200);
    });

    it('needs the current password to change your own (GraphQL), naming currentPassword in Persian, and changes nothing without it', async () => {
      const token = await t.login('sara@example.com', saraPassword);
      const missing = await t.gql(UPDATE, { id: saraId, input: { password: 'sara-pass-789' } }, token);
      expect(firstError(missing)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { currentPassword: ['برای تغییر رمز عبور خود، رمز عبور فعلی را وارد کنید'] },
      });
      const wrong = await t.gql(UPDATE, { id: saraId, input: { password: 'sara-pass-789', currentPassword: 'not-my-password' } }, token);
      expect(firstError(wrong)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { currentPassword: ['رمز عبور فعلی درست نیست'] } });
      expect(await meStatus(token)).toBe(200);
      expect(await t.login('sara@example.com', saraPassword)).toEqual(expect.any(String));
      // No new password, no current one needed, and the session goes on.
      const rename = await t.gql(UPDATE, { id: saraId, input: { name: 'سارا' } }, token);
      expect(rename.data.updateAdmin).toEqual({ id: saraId, name: 'سارا', accessToken: null });
      expect(await meStatus(token)).toBe(200);
    });

    it('hands back a fresh token after changing your own password (GraphQL); the old one is refused', async () => {
      const old = await t.login('sara@example.com', saraPassword);
      const res = await t.gql(UPDATE, { id: saraId, input: { password: 'sara-pass-789', currentPassword: saraPassword } }, old);
      expect(res.errors).toBeUndefined();
      saraPassword = 'sara-pass-789';
      const fresh = res.data.updateAdmin.accessToken;
      expect(fresh).toEqual(expect.any(String));
      expect(await meStatus(old)).toBe(401);
      expect((await t.gql(ME, {}, fresh)).data.me).toEqual({ id: saraId, email: 'sara@example.com' });
    });

    it('needs current_password on REST too (422 under current_password) and answers a fresh `token` after the change', async () => {
      const old = await t.login('sara@example.com', saraPassword);
      const form = { name: 'سارا', family: 'آزمون', email: 'sara@example.com', phone: '09121112233', password: 'sara-pass-999' };
      const post = (body: Record<string, string>, token = old) =>
        t.http.post(`/api/user/${saraId}/update-user`).set('authorization', `Bearer ${token}`).send(body);

      expectValidation(await post(form), 'current_password', 'برای تغییر رمز عبور خود، رمز عبور فعلی را وارد کنید');
      expectValidation(await post({ ...form, current_password: 'wrong-one' }), 'current_password', 'رمز عبور فعلی درست نیست');
      expect(await meStatus(old)).toBe(200);

      const kept = await post({ ...form, password: '' });
      expect(kept.status).toBe(200);
      expect(kept.body.token).toBeUndefined();

      const changed = await post({ ...form, current_password: saraPassword });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ message: 'کاربر ویرایش شد', user: { id: saraId }, token: expect.any(String) });
      saraPassword = 'sara-pass-999';
      expect(await restStatus(old)).toBe(401);
      expect(await restStatus(changed.body.token)).toBe(200);
      expect(claims(changed.body.token).user).toMatchObject({ id: saraId, roles: ['admin'] });
    });

    it('lets a superadmin change another admin’s password over REST without a current password', async () => {
      const rezaToken = await t.login('reza@example.com', 'reza-pass-123');
      const res = await t.http
        .post(`/api/user/${rezaId}/update-user`)
        .set('authorization', `Bearer ${t.superToken}`)
        .send({ name: 'رضا', family: 'آزمون', email: 'reza@example.com', phone: '09124445566', password: 'reza-pass-456' });
      expect(res.status).toBe(200);
      expect(res.body.token).toBeUndefined();
      expect(await restStatus(rezaToken)).toBe(401);
    });

    it('counts wrong current passwords as failed logins: the sixth guess is 429 and the login is locked too', async () => {
      const token = await t.login('reza@example.com', 'reza-pass-456');
      const guess = (currentPassword: string) =>
        t.gql(UPDATE, { id: rezaId, input: { password: 'taken-over-pass', currentPassword } }, token);
      const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(`guess-${i}-password`)));
      const codes = guesses.map((res) => firstError(res).code).sort();
      expect(codes.filter((c) => c === 'VALIDATION_FAILED')).toHaveLength(5);
      expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(7);
      // Even the right current password waits, and so does the login from this address.
      const right = await guess('reza-pass-456');
      expect(right.status).toBe(429);
      expect(
        (
          await t.gql('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
            i: { login: 'reza@example.com', password: 'reza-pass-456' },
          })
        ).status,
      ).toBe(429);
      expect(await meStatus(token)).toBe(200);
      expect((await t.gql('mutation($id: Int!) { unlockAdmin(id: $id) { id } }', { id: rezaId }, t.superToken)).errors).toBeUndefined();
      expect(await t.login('reza@example.com', 'reza-pass-456')).toEqual(expect.any(String));
    });

    it('logoutAll (GraphQL) ends every token of the caller and no one else’s', async () => {
      const [first, second] = [await t.login('sara@example.com', saraPassword), await t.login('09121112233', saraPassword)];
      const res = await t.gql(LOGOUT_ALL, {}, first);
      expect(res.errors).toBeUndefined();
      expect(res.data.logoutAll).toBe(true);
      expect(await meStatus(first)).toBe(401);
      expect(await meStatus(second)).toBe(401);
      expect(await meStatus(t.superToken)).toBe(200);
      expect(await meStatus(await t.login('sara@example.com', saraPassword))).toBe(200);
    });

    it('POST /api/admin/logout-all ends every token of the caller; without a token it is 401', async () => {
      const [first, second] = [await t.login('sara@example.com', saraPassword), await t.login('sara@example.com', saraPassword)];
      const res = await t.http.post('/api/admin/logout-all').set('authorization', `Bearer ${first}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await restStatus(first)).toBe(401);
      expect(await restStatus(second)).toBe(401);
      expect((await t.http.post('/api/admin/logout-all')).status).toBe(401);
    });
  });

  describe('token renewal', () => {
    let t: TestApp;
    let clock: Clock;
    let offsetMs = 0;
    const HOUR = 3600_000;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      clock = t.app.get(Clock);
      clock.now = () => new Date(Date.now() + offsetMs);
    });
    afterAll(() => t.close());

    it('renews a token (GraphQL and REST) up to 7 days after the login, keeping auth_time, then answers 401', async () => {
      let token = t.superToken;
      const authTime = claims(token).auth_time;

      const gql = await t.gql(REFRESH, {}, token);
      expect(gql.errors).toBeUndefined();
      expect(gql.data.refreshToken.user).toMatchObject({ id: 1 });
      token = gql.data.refreshToken.accessToken;
      expect(claims(token)).toMatchObject({ auth_time: authTime, ver: 0 });

      // Each token lives 12 hours: renewing every 11 hours carries the session on...
      for (let hours = 11; hours < 7 * 24; hours += 11) {
        offsetMs = hours * HOUR;
        const res = await t.http.post('/api/admin/refresh').set('authorization', `Bearer ${token}`);
        expect({ hours, status: res.status }).toEqual({ hours, status: 200 });
        expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
        token = res.body.access_token;
        expect(claims(token).auth_time).toBe(authTime);
      }
      // ...until 7 days after the login, when the still unexpired token and its renewal are refused.
      offsetMs = 7 * 24 * HOUR;
      expect(claims(token).exp * 1000).toBeGreaterThan(Date.now() + offsetMs);
      const late = await t.http.post('/api/admin/refresh').set('authorization', `Bearer ${token}`);
      expect(late.status).toBe(401);
      expect((await t.gql(REFRESH, {}, token)).status).toBe(401);
      expect((await t.gql(ME, {}, token)).status).toBe(401);
      offsetMs = 0;
    });

    it('refuses a token past its own expiry, even inside the 7 days', async () => {
      const token = await t.login('boss@example.com', 'test-superadmin-pass');
      offsetMs = 13 * HOUR;
      expect((await t.http.post('/api/admin/refresh').set('authorization', `Bearer ${token}`)).status).toBe(401);
      offsetMs = 0;
      expect((await t.http.post('/api/admin/refresh').set('authorization', `Bearer ${token}`)).status).toBe(200);
    });

    it('refuses renewal without a token', async () => {
      expect((await t.http.post('/api/admin/refresh')).status).toBe(401);
      expect((await t.gql(REFRESH, {})).status).toBe(401);
    });

    it('documents the session calls and the unlock in the OpenAPI document', async () => {
      const doc = (await t.http.get('/api/openapi.json')).body;
      for (const path of ['/api/admin/refresh', '/api/admin/logout-all', '/api/user/{id}/unlock']) {
        expect({ path, summary: doc.paths[path]?.post?.summary }).toEqual({ path, summary: expect.any(String) });
        expect(doc.paths[path].post.security).toEqual([{ bearer: [] }]);
      }
      expect(doc.components.schemas.LegacyAdminBody.properties.current_password).toBeDefined();
    });
  });
});
