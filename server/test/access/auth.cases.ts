import { JwtService } from '@nestjs/jwt';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken user { id name roles } } }';
  const ME = '{ me { id email roles } }';

  describe('login and tokens', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('logs the bootstrap superadmin in by e-mail and returns a token whose payload holds the user', async () => {
      const res = await t.gql(LOGIN, { input: { login: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD } });
      expect(res.errors).toBeUndefined();
      expect(res.data.login.user.roles).toEqual(['superadmin']);
      const payload = JSON.parse(Buffer.from(res.data.login.accessToken.split('.')[1], 'base64url').toString());
      expect(payload.user).toMatchObject({ email: ADMIN_EMAIL, roles: ['superadmin'], name: expect.any(String) });
      expect(payload.exp - payload.iat).toBe(12 * 3600);
      // The session's version and start, checked on every request (see sessions.cases.ts).
      expect(payload).toMatchObject({ ver: 0, auth_time: payload.iat });
    });

    it('logs an admin in by phone typed in Persian digits', async () => {
      await t.gql(
        'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
        { input: { name: 'سارا', family: 'محمدی', email: 'sara@example.com', phone: '09121112233', password: 'sara-pass-123' } },
        t.superToken,
      );
      const res = await t.gql(LOGIN, { input: { login: '۰۹۱۲۱۱۱۲۲۳۳', password: 'sara-pass-123' } });
      expect(res.data.login.user.roles).toEqual(['admin']);
    });

    it('refuses a wrong password with a Persian message and 401', async () => {
      const res = await t.gql(LOGIN, { input: { login: ADMIN_EMAIL, password: 'wrong-password' } });
      expect(res.status).toBe(401);
      expect(firstError(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'نام کاربری یا رمز عبور اشتباه است' });
    });

    it('names each empty login field in Persian', async () => {
      const res = await t.gql(LOGIN, { input: { login: '', password: '' } });
      expect(firstError(res).fields).toEqual({ login: ['نام کاربری الزامی است'], password: ['رمز عبور الزامی است'] });
    });

    it('answers 401 without a token, with a malformed one, a tampered one and an expired one', async () => {
      const valid = t.superToken;
      const [header, payload] = valid.split('.');
      const tamperedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 999 }),
      ).toString('base64url');
      const expired = await new JwtService({ secret: t.config.auth.jwtSecret }).signAsync(
        { sub: 1, user: { id: 1, roles: ['superadmin'] } },
        { expiresIn: -10 },
      );
      const forged = await new JwtService({ secret: 'another-secret-of-enough-length-0123456789' }).signAsync({ sub: 1 });
      for (const token of [undefined, 'not-a-jwt', `${header}.${tamperedPayload}.${valid.split('.')[2]}`, expired, forged]) {
        const res = await t.gql(ME, {}, token);
        expect(res.status).toBe(401);
        expect(res.data?.me).toBeUndefined();
      }
      expect((await t.gql(ME, {}, valid)).data.me.email).toBe(ADMIN_EMAIL);
    });
  });
});
