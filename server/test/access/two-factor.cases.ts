import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from 'src/bootstrap.js';
import { loadConfig } from 'src/platform/config/app.config.js';
import { ADMIN_COMMANDS } from 'src/delivery/operations/admin-commands.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { legacy } from '../legacy-rest/legacy-client.js';
import { describeEngines } from '../support/engines.js';

/** Issue 34, point 4: two-factor sign-in (TOTP, recovery codes, ADMIN_2FA), over REST and GraphQL. */
describeEngines(() => {
  const CREATE = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const BEGIN = 'mutation { beginTwoFactorSetup { secret otpauthUrl qrCode } }';
  const CONFIRM = 'mutation($input: TwoFactorCodeInput!) { confirmTwoFactorSetup(input: $input) { recoveryCodes } }';
  const DISABLE = 'mutation($input: TwoFactorCodeInput!) { disableTwoFactor(input: $input) }';
  const RESET = 'mutation($id: Int!) { resetAdminTwoFactor(id: $id) { id twoFactorEnabled } }';
  const STATUS = '{ twoFactorStatus { enabled required recoveryCodesLeft } }';
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
  const VERIFY = 'mutation($input: VerifyLoginInput!) { verifyLogin(input: $input) { accessToken user { email } } }';
  const ADMINS = '{ admins { id email twoFactorEnabled } }';
  const UNLOCK = 'mutation($id: Int!) { unlockAdmin(id: $id) { id } }';
  const LOG = `query($adminId: Int) {
    activityLog(entityType: ADMIN, adminId: $adminId, perPage: 100) { items { adminId action entityId before after } }
  }`;
  const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
  const persian = (digits: string) => digits.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]);

  const person = (email: string, phone: string, password: string) => ({ name: 'مدیر', family: 'دومرحله', email, phone, password });

  describe('two-factor sign-in (issue 34)', () => {
    let t: TestApp;
    const clock = new TestClock();
    /** The app's code for `secret` now, on the server's clock; each call moves the clock a step on, so codes are never replays. */
    const nextCode = async (secret: string) => {
      await clock.advance(30_000);
      return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    };
    const restLogin = (login: string, password: string, address = '10.20.0.1') =>
      t.http.post('/api/admin/login').set('x-forwarded-for', address).send({ login, password });
    const verify = (challenge: string, code: string) => t.http.post('/api/admin/login/verify').send({ challenge, code });
    const challengeOf = async (login: string, password: string) => {
      const res = await restLogin(login, password);
      expect(res.status).toBe(401);
      return res.body.challenge as string;
    };
    /** Creates an admin, signs them in and turns two-factor sign-in on from their settings. */
    const adminWithTwoFactor = async (email: string, phone: string) => {
      const created = await t.gql(CREATE, { input: person(email, phone, 'tfa-pass-123') }, t.superToken);
      const token = await t.login(email, 'tfa-pass-123');
      const { secret } = (await t.gql(BEGIN, {}, token)).data.beginTwoFactorSetup;
      const confirmed = await t.gql(CONFIRM, { input: { code: await nextCode(secret) } }, token);
      expect(confirmed.errors).toBeUndefined();
      return {
        id: created.data.createAdmin.id as number,
        email,
        token,
        secret,
        recoveryCodes: confirmed.data.confirmTwoFactorSetup.recoveryCodes as string[],
      };
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock, env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('keeps §7’s login for an admin without it; with it on, the right password is a 401 TWO_FACTOR_REQUIRED with a challenge, never a token', async () => {
      await t.gql(CREATE, { input: person('mina.tfa@example.com', '09121230001', 'tfa-pass-123') }, t.superToken);
      const before = await restLogin('mina.tfa@example.com', 'tfa-pass-123');
      expect(before.status).toBe(200);
      expect(Object.keys(before.body).sort()).toEqual(['access_token', 'token_type']);
      const token = before.body.access_token as string;

      const setup = (await t.gql(BEGIN, {}, token)).data.beginTwoFactorSetup;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      const site = new URL(t.config.publicUrl).hostname;
      expect(setup.otpauthUrl).toBe(`otpauth://totp/${site}:mina.tfa%40example.com?secret=${setup.secret}&issuer=${site}`);
      expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
      // Until the first code confirms it, nothing changes at sign-in.
      expect((await restLogin('mina.tfa@example.com', 'tfa-pass-123')).status).toBe(200);
      const wrong = await t.gql(CONFIRM, { input: { code: '000000' } }, token);
      expect(firstError(wrong)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: ['کد تأیید درست نیست'] } });
      const confirmed = await t.gql(CONFIRM, { input: { code: persian(await nextCode(setup.secret)) } }, token);
      expect(confirmed.data.confirmTwoFactorSetup.recoveryCodes).toHaveLength(10);

      const rest = await restLogin('mina.tfa@example.com', 'tfa-pass-123');
      expect(rest.status).toBe(401);
      expect(rest.body).toMatchObject({ message: 'کد تأیید دو مرحله‌ای لازم است', code: 'TWO_FACTOR_REQUIRED' });
      expect(typeof rest.body.challenge).toBe('string');
      expect(rest.body.access_token).toBeUndefined();
      expect(rest.headers['set-cookie']).toBeUndefined();
      const graphql = await t.gql(LOGIN, { input: { login: 'mina.tfa@example.com', password: 'tfa-pass-123' } });
      expect(graphql.status).toBe(401);
      expect(graphql.data?.login ?? null).toBeNull();
      expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', challenge: expect.any(String) });
      // A wrong password stays the plain refusal: no challenge without the password.
      const refused = await restLogin('mina.tfa@example.com', 'wrong-password');
      expect(refused.status).toBe(401);
      expect(refused.body.challenge).toBeUndefined();
      expect((await t.gql(ADMINS, {}, t.superToken)).data.admins).toEqual(
        expect.arrayContaining([expect.objectContaining({ email: 'mina.tfa@example.com', twoFactorEnabled: true })]),
      );
    });

    it('answers §7’s access_token to the challenge and a current code (REST, Persian digits) and to verifyLogin; a challenge passes once', async () => {
      const { secret: own, id } = await adminWithTwoFactor('omid.tfa@example.com', '09121230002');
      const challenge = await challengeOf('omid.tfa@example.com', 'tfa-pass-123');
      const passed = await verify(challenge, persian(await nextCode(own)));
      expect(passed.status).toBe(200);
      expect(Object.keys(passed.body).sort()).toEqual(['access_token', 'token_type']);
      expect(String(passed.headers['set-cookie'])).toMatch(/admin_device=/);
      const me = await t.gql('{ me { id } }', {}, passed.body.access_token);
      expect(me.data.me.id).toBe(id);

      const again = await verify(challenge, await nextCode(own));
      expect(again.status).toBe(401);
      expect(again.body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');

      const second = await t.gql(LOGIN, { input: { login: 'omid.tfa@example.com', password: 'tfa-pass-123' } });
      const viaGraphql = await t.gql(VERIFY, {
        input: { challenge: (second.errors![0].extensions as { challenge?: string }).challenge, code: await nextCode(own) },
      });
      expect(viaGraphql.errors).toBeUndefined();
      expect(viaGraphql.data.verifyLogin.user.email).toBe('omid.tfa@example.com');
      // The same code again, on a fresh challenge within its 30 seconds: a replay, refused.
      const code = await nextCode(own);
      expect((await verify(await challengeOf('omid.tfa@example.com', 'tfa-pass-123'), code)).status).toBe(200);
      const replay = await verify(await challengeOf('omid.tfa@example.com', 'tfa-pass-123'), code);
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ code: 'TWO_FACTOR_INVALID', message: 'کد تأیید درست نیست' });
      expect((await verify('forged.challenge', code)).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
      // Five minutes on, a challenge has expired.
      const late = await challengeOf('omid.tfa@example.com', 'tfa-pass-123');
      await clock.advance(5 * 60_000);
      expect((await verify(late, await nextCode(own))).body.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    });

    it('locks the second step after 5 wrong codes, not the password; a superadmin’s unlock lifts it', async () => {
      const { id, secret } = await adminWithTwoFactor('parsa.tfa@example.com', '09121230003');
      const challenge = await challengeOf('parsa.tfa@example.com', 'tfa-pass-123');
      for (let i = 0; i < 5; i++) {
        const wrong = await verify(challenge, '123456');
        expect([wrong.status, wrong.body.code]).toEqual([401, 'TWO_FACTOR_INVALID']);
      }
      const locked = await verify(challenge, await nextCode(secret));
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.message).toMatch(/^کدهای تأیید نادرست زیاد بوده است/);

      // The password's counters saw none of it: 4 wrong passwords from this address, then the right one still reaches the second step.
      for (let i = 0; i < 4; i++) expect((await restLogin('parsa.tfa@example.com', 'wrong-password')).status).toBe(401);
      const password = await restLogin('parsa.tfa@example.com', 'tfa-pass-123');
      expect([password.status, password.body.code]).toEqual([401, 'TWO_FACTOR_REQUIRED']);
      expect((await verify(password.body.challenge, await nextCode(secret))).status).toBe(429);

      expect((await t.gql(UNLOCK, { id }, t.superToken)).errors).toBeUndefined();
      const unlocked = await verify(await challengeOf('parsa.tfa@example.com', 'tfa-pass-123'), await nextCode(secret));
      expect(unlocked.status).toBe(200);
    });

    it('takes a recovery code once, however it is typed, and counts what is left', async () => {
      const { token, recoveryCodes } = await adminWithTwoFactor('roya.tfa@example.com', '09121230004');
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
      const typed = recoveryCodes[3].replace(/-/g, ' ').toUpperCase();
      const first = await verify(await challengeOf('roya.tfa@example.com', 'tfa-pass-123'), typed);
      expect(first.status).toBe(200);
      const again = await verify(await challengeOf('roya.tfa@example.com', 'tfa-pass-123'), recoveryCodes[3]);
      expect([again.status, again.body.code]).toEqual([401, 'TWO_FACTOR_INVALID']);
      expect((await t.gql(STATUS, {}, token)).data.twoFactorStatus).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
      // Stored as SHA-256 hashes only.
      const hashes = (await t.app.get(DataSource).query('SELECT code_hash FROM admin_recovery_codes')) as { code_hash: string }[];
      const stored = JSON.stringify(hashes);
      for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
    });

    it('stores the TOTP secret encrypted: the database holds only ciphertext under the data key', async () => {
      const { secret } = await adminWithTwoFactor('sina.tfa@example.com', '09121230005');
      const rows = (await t.app.get(DataSource).query('SELECT secret FROM admin_two_factor')) as { secret: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.secret).toMatch(/^enc:v1:[0-9a-f]{16}:/);
      expect(JSON.stringify(rows)).not.toContain(secret);
    });

    it('lets an admin turn their own off with a current code, and a superadmin reset another’s (GraphQL, REST, the operator), each in the activity log', async () => {
      const own = await adminWithTwoFactor('tara.tfa@example.com', '09121230006');
      const wrong = await t.gql(DISABLE, { input: { code: '000000' } }, own.token);
      expect(firstError(wrong)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: ['کد تأیید درست نیست'] } });
      expect((await t.gql(DISABLE, { input: { code: await nextCode(own.secret) } }, own.token)).data.disableTwoFactor).toBe(true);
      expect((await restLogin('tara.tfa@example.com', 'tfa-pass-123')).status).toBe(200);

      const lost = await adminWithTwoFactor('nima.tfa@example.com', '09121230007');
      const plain = await t.gql(RESET, { id: lost.id }, own.token);
      expect(plain.status).toBe(403);
      const reset = await t.gql(RESET, { id: lost.id }, t.superToken);
      expect(reset.data.resetAdminTwoFactor).toEqual({ id: lost.id, twoFactorEnabled: false });
      expect((await restLogin('nima.tfa@example.com', 'tfa-pass-123')).status).toBe(200);
      const bossId = (await t.gql('{ me { id } }', {}, t.superToken)).data.me.id;
      const entries = (await t.gql(LOG, { adminId: bossId }, t.superToken)).data.activityLog.items;
      expect(entries).toEqual(
        expect.arrayContaining([expect.objectContaining({ adminId: bossId, action: 'RESET_TWO_FACTOR', entityId: lost.id })]),
      );
      const ownEntries = (await t.gql(LOG, { adminId: own.id }, t.superToken)).data.activityLog.items;
      expect(ownEntries.map((e: { before: string; after: string }) => [JSON.parse(e.before), JSON.parse(e.after)])).toEqual(
        expect.arrayContaining([
          [{ twoFactor: false }, { twoFactor: true }],
          [{ twoFactor: true }, { twoFactor: false }],
        ]),
      );

      const viaRest = await adminWithTwoFactor('kian.tfa@example.com', '09121230008');
      const restReset = await legacy(t).post(`/api/user/${viaRest.id}/reset-2fa`).send({});
      expect(restReset.status).toBe(200);
      expect(restReset.body.message).toBe('ورود دو مرحله‌ای مدیر بازنشانی شد');
      expect((await legacy(t, own.token).post(`/api/user/${viaRest.id}/reset-2fa`).send({})).status).toBe(403);

      const byOperator = await adminWithTwoFactor('leila.tfa@example.com', '09121230009');
      expect(await ADMIN_COMMANDS['reset-admin-2fa'](t.config, 'LEILA.tfa@example.com')).toMatch(/leila\.tfa@example\.com/);
      expect((await restLogin('leila.tfa@example.com', 'tfa-pass-123')).status).toBe(200);
      const all = (await t.gql(LOG, {}, t.superToken)).data.activityLog.items;
      const entry = all.find((e: { action: string; entityId: number }) => e.action === 'RESET_TWO_FACTOR' && e.entityId === byOperator.id);
      expect(entry).toMatchObject({ adminId: null });
      expect(JSON.parse(entry.after)).toEqual({ twoFactor: false, operator: 'npm run operation -- reset-admin-2fa' });
      expect(await ADMIN_COMMANDS['reset-admin-2fa'](t.config, 'leila.tfa@example.com')).toMatch(/nothing changed/);
    });
  });

  describe('ADMIN_2FA values (issue 34)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-config-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const policyOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, ADMIN_2FA: value }).auth.twoFactor;

    it('reads unset as optional, takes the three policies, and refuses to start on anything else, naming them', () => {
      expect(policyOf(undefined)).toBe('optional');
      expect(policyOf('')).toBe('optional');
      for (const policy of ['optional', 'required-for-superadmins', 'required']) expect(policyOf(policy)).toBe(policy);
      expect(() => policyOf('yes')).toThrow('ADMIN_2FA must be one of optional, required-for-superadmins, required, got "yes"');
    });
  });

  describe('ADMIN_2FA=required-for-superadmins (issue 34)', () => {
    let t: TestApp;
    let app: NestExpressApplication;
    const clock = new TestClock();
    const code = async (secret: string) => {
      await clock.advance(30_000);
      return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock });
      await t.gql(CREATE, { input: person('plain.req@example.com', '09121230010', 'plain-pass-123') }, t.superToken);
      // The same installation started again under the policy: sessions begun before it meet it too.
      await t.app.close();
      app = await createApp({ ...t.config, auth: { ...t.config.auth, twoFactor: 'required-for-superadmins' } }, clock);
      await app.init();
      t.app = app;
    });
    afterAll(() => t.close());

    it('keeps a superadmin without it from every admin read until set up at sign-in, then signs them in with a code', async () => {
      const http = request(app.getHttpServer());
      const gql = (query: string, token?: string) => {
        const req = http.post('/graphql').set('content-type', 'application/json');
        if (token) req.set('authorization', `Bearer ${token}`);
        return req.send({ query });
      };
      const earlier = await gql('{ admins { id } }', t.superToken);
      expect(earlier.status).toBe(401);
      expect(earlier.body.errors[0].extensions.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      expect(earlier.body.data?.admins ?? null).toBeNull();
      expect((await http.get('/api/user/view-all').set('authorization', `Bearer ${t.superToken}`)).status).toBe(401);

      const login = await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(login.status).toBe(401);
      expect(login.body).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', challenge: expect.any(String) });
      expect(login.body.access_token).toBeUndefined();

      const setup = await http.post('/api/admin/login/setup').send({ challenge: login.body.challenge });
      expect(setup.status).toBe(200);
      expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
      expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
      const wrong = await http.post('/api/admin/login/verify').send({ challenge: login.body.challenge, code: '000000' });
      expect([wrong.status, wrong.body.code]).toEqual([401, 'TWO_FACTOR_INVALID']);
      const done = await http
        .post('/api/admin/login/verify')
        .send({ challenge: login.body.challenge, code: await code(setup.body.secret) });
      expect(done.status).toBe(200);
      expect(done.body.recovery_codes).toHaveLength(10);
      const admins = await gql('{ admins { email twoFactorEnabled } }', done.body.access_token);
      expect(admins.body.data.admins).toEqual(expect.arrayContaining([{ email: ADMIN_EMAIL, twoFactorEnabled: true }]));
      // The setup challenge is spent: it cannot start another factor.
      expect((await http.post('/api/admin/login/setup').send({ challenge: login.body.challenge })).status).toBe(400);

      // Required of them, so not theirs to turn off; a plain admin without it signs in as §7 says.
      const off = await http
        .post('/graphql')
        .set('authorization', `Bearer ${done.body.access_token}`)
        .send({ query: 'mutation { disableTwoFactor(input: { code: "000000" }) }' });
      expect(off.body.errors[0].extensions.code).toBe('REFUSED');
      const plain = await http.post('/api/admin/login').send({ login: 'plain.req@example.com', password: 'plain-pass-123' });
      expect(plain.status).toBe(200);
      expect(Object.keys(plain.body).sort()).toEqual(['access_token', 'token_type']);
      // The next sign-in asks for a code from the factor just set up.
      const next = await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect([next.status, next.body.code]).toEqual([401, 'TWO_FACTOR_REQUIRED']);
      const signedIn = await http
        .post('/api/admin/login/verify')
        .send({ challenge: next.body.challenge, code: await code(setup.body.secret) });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.recovery_codes).toBeUndefined();
    });
  });
});
