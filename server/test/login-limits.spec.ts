import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from 'src/platform/config/app.config.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }';
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const UNLOCK = 'mutation Unlock($id: Int!) { unlockAdmin(id: $id) { id email } }';

  /** A GraphQL login, optionally as if forwarded by a proxy for `forwardedFor`. */
  function loginAs(t: TestApp, login: string, password: string, forwardedFor?: string) {
    const req = t.http.post('/graphql').set('content-type', 'application/json');
    if (forwardedFor) req.set('x-forwarded-for', forwardedFor);
    return req.send({ query: LOGIN, variables: { input: { login, password } } });
  }

  async function addAdmin(t: TestApp, email: string, phone: string, password: string): Promise<number> {
    const res = await t.gql(CREATE_ADMIN, { input: { name: 'مدیر', family: 'آزمون', email, phone, password } }, t.superToken);
    if (!res.data?.createAdmin) throw new Error(JSON.stringify(res.errors));
    return res.data.createAdmin.id;
  }

  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  describe('login limits under concurrency (LOGIN_MAX_FAILURES = 5)', () => {
    let t: TestApp;
    let saraId: number;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      saraId = await addAdmin(t, 'sara@example.com', '09121112233', 'sara-pass-123');
    });
    afterAll(() => t.close());

    it('answers exactly 5 of 30 simultaneous wrong passwords with 401 and the other 25 with 429 and Retry-After', async () => {
      const responses = await Promise.all(Array.from({ length: 30 }, () => loginAs(t, 'sara@example.com', 'wrong-password')));
      const got = statuses(responses);
      expect({ unauthorized: count(got, 401), limited: count(got, 429) }).toEqual({ unauthorized: 5, limited: 25 });
      for (const res of responses.filter((r) => r.status === 429)) {
        expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      }
    });

    it('refuses the locked admin by phone too, even with the right password, over REST with Retry-After as well', async () => {
      expect((await loginAs(t, '۰۹۱۲۱۱۱۲۲۳۳', 'sara-pass-123')).status).toBe(429);
      const rest = await t.http.post('/api/admin/login').send({ login: '+989121112233', password: 'sara-pass-123' });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
      expect(rest.body.message).toMatch(/دقیقه دیگر دوباره تلاش کنید/);
    });

    it('lets a superadmin unlock the admin (GraphQL), after which the right password logs in', async () => {
      const res = await t.gql(UNLOCK, { id: saraId }, t.superToken);
      expect(res.errors).toBeUndefined();
      expect(res.data.unlockAdmin).toEqual({ id: saraId, email: 'sara@example.com' });
      expect((await loginAs(t, '09121112233', 'sara-pass-123')).status).toBe(200);
    });

    it('refuses unlocking to a plain admin (403) and an unknown id (404), in GraphQL and REST', async () => {
      const saraToken = await t.login('sara@example.com', 'sara-pass-123');
      const asSara = await t.gql(UNLOCK, { id: 1 }, saraToken);
      expect(asSara.status).toBe(403);
      expect(firstError(asSara).code).toBe('FORBIDDEN');
      expect(firstError(await t.gql(UNLOCK, { id: 9999 }, t.superToken))).toMatchObject({ code: 'NOT_FOUND', message: 'مدیر پیدا نشد' });

      const restAsSara = await t.http.post('/api/user/1/unlock').set('authorization', `Bearer ${saraToken}`);
      expect(restAsSara.status).toBe(403);
      const unknown = await t.http.post('/api/user/9999/unlock').set('authorization', `Bearer ${t.superToken}`);
      expect(unknown.status).toBe(404);
      expect((await t.http.post(`/api/user/${saraId}/unlock`)).status).toBe(401);
    });

    it('unlocks over REST too', async () => {
      for (let i = 0; i < 5; i++) expect((await loginAs(t, 'sara@example.com', 'wrong-password')).status).toBe(401);
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123')).status).toBe(429);
      const res = await t.http.post(`/api/user/${saraId}/unlock`).set('authorization', `Bearer ${t.superToken}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: expect.any(String), user: { id: saraId, email: 'sara@example.com' } });
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123')).status).toBe(200);
    });
  });

  describe('lockout keyed on the account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      await addAdmin(t, 'reza@example.com', '09124445566', 'reza-pass-123');
    });
    afterAll(() => t.close());

    it('counts e-mail and phone failures of one admin together, however typed, and then refuses the right password', async () => {
      for (const login of ['reza@example.com', 'REZA@Example.com ', '09124445566', '+98 912 444 5566', '۹۱۲۴۴۴۵۵۶۶']) {
        expect((await loginAs(t, login, 'wrong-password')).status).toBe(401);
      }
      expect((await loginAs(t, '09124445566', 'reza-pass-123')).status).toBe(429);
      expect((await loginAs(t, 'reza@example.com', 'reza-pass-123')).status).toBe(429);
    });

    it('treats a login that names nobody the same way, counted under its normalised text', async () => {
      for (const login of ['ghost@example.com', 'Ghost@Example.com', ' GHOST@example.com', 'ghost@EXAMPLE.com', 'ghost@example.com']) {
        const res = await loginAs(t, login, 'wrong-password');
        expect(res.status).toBe(401);
        expect(firstError({ status: res.status, data: res.body.data, errors: res.body.errors }).message).toBe(
          'نام کاربری یا رمز عبور اشتباه است',
        );
      }
      expect((await loginAs(t, 'GHOST@example.com', 'anything-at-all')).status).toBe(429);
    });

    it('keeps other accounts open from the same address while one is locked', async () => {
      expect((await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    });
  });

  describe('TRUST_PROXY unset: a forwarded address is not believed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '2' } });
      await addAdmin(t, 'sara@example.com', '09121112233', 'sara-pass-123');
    });
    afterAll(() => t.close());

    it('counts logins from loopback under the socket address whatever X-Forwarded-For says', async () => {
      for (let n = 1; n <= 5; n++) expect((await loginAs(t, 'sara@example.com', 'wrong-password', `10.0.0.${n}`)).status).toBe(401);
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.0.0.6')).status).toBe(429);
    });

    it('counts orders from loopback under the socket address whatever X-Forwarded-For says', async () => {
      const send = (n: number) =>
        t.http
          .post('/api/orders/create')
          .set('x-forwarded-for', `10.0.0.${n}`)
          .send({ full_name: `سفارش ${n}`, phone_number: '09121234567' });
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const third = await send(3);
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('TRUST_PROXY unset: the per-address ceiling', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('refuses the 21st failure from loopback over any logins, whatever X-Forwarded-For says', async () => {
      for (let n = 1; n <= 20; n++) {
        expect((await loginAs(t, `nobody${n}@example.com`, 'Password1!', `10.0.0.${n}`)).status).toBe(401);
      }
      const res = await loginAs(t, ADMIN_EMAIL, ADMIN_PASSWORD, '10.0.0.21');
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('TRUST_PROXY=1: the address the proxy forwards is the client', () => {
    let t: TestApp;
    let saraId: number;
    const accounts: string[] = [];
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '2', TRUST_PROXY: '1' } });
      saraId = await addAdmin(t, 'sara@example.com', '09121112233', 'sara-pass-123');
      for (let i = 0; i < 6; i++) {
        await addAdmin(t, `staff${i}@example.com`, `0913000000${i}`, `staff-pass-${i}00`);
        accounts.push(`staff${i}@example.com`);
      }
    });
    afterAll(() => t.close());

    it('limits orders per forwarded address', async () => {
      const send = (ip: string) =>
        t.http.post('/api/orders/create').set('x-forwarded-for', ip).send({ full_name: 'از پشت پراکسی', phone_number: '09121234567' });
      expect((await send('10.0.0.1')).status).toBe(201);
      expect((await send('10.0.0.1')).status).toBe(201);
      expect((await send('10.0.0.1')).status).toBe(429);
      expect((await send('10.0.0.2')).status).toBe(201);
    });

    it('locks an account per forwarded address, and at 20 failures from all addresses for everyone until unlocked', async () => {
      for (let i = 0; i < 5; i++) expect((await loginAs(t, 'sara@example.com', 'wrong-password', '10.1.0.1')).status).toBe(401);
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.1.0.1')).status).toBe(429);
      // Another address is not locked out by the first one's failures.
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.1.0.2')).status).toBe(200);

      // With the 5 above, failures spread over many addresses reach the account's ceiling (20 in 15 minutes).
      for (let n = 0; n < 15; n++) {
        const status = (await loginAs(t, 'sara@example.com', 'wrong-password', `10.2.0.${n}`)).status;
        expect(status).toBe(401);
      }
      const elsewhere = await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.3.0.1');
      expect(elsewhere.status).toBe(429);
      expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(5 * 60);

      expect((await t.gql(UNLOCK, { id: saraId }, t.superToken)).errors).toBeUndefined();
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.3.0.1')).status).toBe(200);
      expect((await loginAs(t, 'sara@example.com', 'sara-pass-123', '10.1.0.1')).status).toBe(200);
    });

    it('refuses one address spraying passwords over many accounts after 20 failures in all', async () => {
      const sprayer = '10.4.0.1';
      for (const account of accounts.slice(0, 5)) {
        for (let i = 0; i < 4; i++) expect((await loginAs(t, account, 'Password1!', sprayer)).status).toBe(401);
      }
      expect((await loginAs(t, accounts[5], 'staff-pass-500', sprayer)).status).toBe(429);
      expect((await loginAs(t, accounts[5], 'staff-pass-500', '10.4.0.2')).status).toBe(200);
    });
  });

  describe('TRUST_PROXY as a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1/8, ::1' } });
    });
    afterAll(() => t.close());

    it('believes X-Forwarded-For from a listed proxy', async () => {
      const send = (ip: string) =>
        t.http
          .post('/api/orders/create')
          .set('x-forwarded-for', ip)
          .send({ full_name: 'از پراکسی فهرست‌شده', phone_number: '09121234567' });
      expect((await send('198.51.100.1')).status).toBe(201);
      expect((await send('198.51.100.1')).status).toBe(429);
      expect((await send('198.51.100.2')).status).toBe(201);
    });
  });

  describe('TRUST_PROXY values', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-config-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const trustProxyOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

    it('reads unset as no proxy, a number as hops and a list as the proxies’ addresses', () => {
      expect(trustProxyOf(undefined)).toBe(false);
      expect(trustProxyOf('')).toBe(false);
      expect(trustProxyOf('2')).toBe(2);
      expect(trustProxyOf('10.0.0.0/8, 192.168.1.1,::1,fd00::/8,loopback')).toEqual([
        '10.0.0.0/8',
        '192.168.1.1',
        '::1',
        'fd00::/8',
        'loopback',
      ]);
    });

    it('refuses anything else at start with a message naming TRUST_PROXY', () => {
      for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '1.5', '10.0.0.1/8/8', '::1/129', '10.0.0.1,']) {
        expect(() => trustProxyOf(value)).toThrow(/^TRUST_PROXY must be a hop count or a comma-separated list/);
      }
    });
  });
});
