import { ADMIN_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectJson, expectValidation, legacy, PERSIAN, type LegacyClient } from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  type AdminRow = { id: number; name: string; family: string; email: string; phone: string; roles: string[] };

  describe('REST facade, admins (spec 7, Admins)', () => {
    let t: TestApp;
    let boss: LegacyClient;
    let sara: AdminRow;
    let saraClient: LegacyClient;
    let reza: AdminRow;

    async function admins(): Promise<AdminRow[]> {
      const res = await boss.get('/api/user/view-all');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function createAdmin(values: Record<string, string>): Promise<AdminRow> {
      const res = await boss.post('/api/user/create-user').send(values);
      expect(res.status).toBe(201);
      return (await admins()).find((a) => a.email === values.email)!;
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      boss = legacy(t);
      sara = await createAdmin({
        name: 'سارا',
        family: 'محمدی',
        email: 'sara@example.com',
        phone: '09121112233',
        password: 'sara-pass-123',
      });
      reza = await createAdmin({
        name: 'رضا',
        family: 'کریمی',
        email: 'reza@example.com',
        phone: '09124445566',
        password: 'reza-pass-123',
      });
      saraClient = legacy(t, await t.login('sara@example.com', 'sara-pass-123'));
    });
    afterAll(() => t.close());

    describe('GET /api/user/view-all', () => {
      it('lists the admins with name, family, email, phone and roles, never a password', async () => {
        const res = await boss.get('/api/user/view-all');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body.map((a: AdminRow) => a.email)).toEqual([ADMIN_EMAIL, 'sara@example.com', 'reza@example.com']);
        expect(res.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), roles: ['superadmin'] }));
        expect(res.body[1]).toEqual(
          expect.objectContaining({ name: 'سارا', family: 'محمدی', email: 'sara@example.com', phone: '09121112233', roles: ['admin'] }),
        );
        for (const admin of res.body) {
          expect(Object.keys(admin).filter((k) => /pass/i.test(k))).toEqual([]);
        }
      });

      it('answers a caller without a token, or with a broken one, with 401 JSON and no admin data', async () => {
        for (const token of [null, 'not-a-jwt']) {
          const res = await legacy(t, token).get('/api/user/view-all');
          expectFailure(res, 401);
          expect(JSON.stringify(res.body)).not.toContain('sara@example.com');
        }
      });
    });

    describe('POST /api/user/create-user', () => {
      it('creates an admin with the role admin who can then log in, and answers 201 with the message کاربر افزوده شد', async () => {
        const res = await boss.post('/api/user/create-user').send({
          name: 'نگار',
          family: 'رحیمی',
          email: 'negar@example.com',
          phone: '09127778899',
          password: 'negar-pass-123',
        });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toBe('کاربر افزوده شد');
        const created = (await admins()).find((a) => a.email === 'negar@example.com');
        expect(created).toEqual(expect.objectContaining({ name: 'نگار', family: 'رحیمی', phone: '09127778899', roles: ['admin'] }));
        const login = await legacy(t, null).post('/api/admin/login').send({ login: 'negar@example.com', password: 'negar-pass-123' });
        expect(login.status).toBe(200);
        expect(login.body.access_token).toEqual(expect.any(String));
      });

      it('refuses an invalid e-mail with 422 under errors.email and creates nobody', async () => {
        const before = await admins();
        const res = await boss.post('/api/user/create-user').send({
          name: 'بهرام',
          family: 'نادری',
          email: 'not-an-email',
          phone: '09120001122',
          password: 'bahram-pass-123',
        });
        expectValidation(res, 'email', 'ایمیل معتبر نیست');
        expect(await admins()).toEqual(before);
      });

      it('refuses a second admin with an e-mail already in use with 400 {error} (shown under the form) and creates nobody', async () => {
        const before = await admins();
        const res = await boss.post('/api/user/create-user').send({
          name: 'سارای دوم',
          family: 'محمدی',
          email: 'sara@example.com',
          phone: '09120003344',
          password: 'another-pass-123',
        });
        expectFailure(res, 400);
        expect(res.body.error).toMatch(PERSIAN);
        expect(await admins()).toEqual(before);
      });
    });

    describe('GET /api/user/{id}/edit-user', () => {
      it('answers name, family, email and phone of the admin for the edit form, without a password', async () => {
        const res = await boss.get(`/api/user/${sara.id}/edit-user`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(
          expect.objectContaining({ name: 'سارا', family: 'محمدی', email: 'sara@example.com', phone: '09121112233' }),
        );
        expect(Object.keys(res.body).filter((k) => /pass/i.test(k))).toEqual([]);
      });

      it('refuses a plain admin reading another admin with 403 JSON and none of their data', async () => {
        const res = await saraClient.get(`/api/user/${reza.id}/edit-user`);
        expectFailure(res, 403);
        expect(JSON.stringify(res.body)).not.toContain('reza@example.com');
      });
    });

    describe('POST /api/user/{id}/update-user', () => {
      it('updates the admin, keeps the password when the box is left empty, and answers 200 with the message کاربر ویرایش شد', async () => {
        const res = await boss.post(`/api/user/${reza.id}/update-user`).send({
          name: 'رضا',
          family: 'کریمی‌نژاد',
          email: 'reza.k@example.com',
          phone: '09124445567',
          password: '',
        });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('کاربر ویرایش شد');
        const form = await boss.get(`/api/user/${reza.id}/edit-user`);
        expect(form.body).toEqual(
          expect.objectContaining({ name: 'رضا', family: 'کریمی‌نژاد', email: 'reza.k@example.com', phone: '09124445567' }),
        );
        const login = await legacy(t, null).post('/api/admin/login').send({ login: 'reza.k@example.com', password: 'reza-pass-123' });
        expect(login.status).toBe(200);

        const withPassword = await boss.post(`/api/user/${reza.id}/update-user`).send({
          name: 'رضا',
          family: 'کریمی‌نژاد',
          email: 'reza.k@example.com',
          phone: '09124445567',
          password: 'new-reza-pass-1',
        });
        expect(withPassword.status).toBe(200);
        const relogin = await legacy(t, null).post('/api/admin/login').send({ login: 'reza.k@example.com', password: 'new-reza-pass-1' });
        expect(relogin.status).toBe(200);
      });

      it('refuses a plain admin updating another admin with 403 JSON and leaves that admin unchanged', async () => {
        const before = (await boss.get(`/api/user/${reza.id}/edit-user`)).body;
        const res = await saraClient.post(`/api/user/${reza.id}/update-user`).send({
          name: 'هک',
          family: 'شده',
          email: 'hacked@example.com',
          phone: '09129999999',
          password: 'hacked-pass-123',
        });
        expectFailure(res, 403);
        expect((await boss.get(`/api/user/${reza.id}/edit-user`)).body).toEqual(before);
        const hacked = await legacy(t, null).post('/api/admin/login').send({ login: before.email, password: 'hacked-pass-123' });
        expect(hacked.status).toBe(401);
      });

      it('answers an invalid phone with 422 whose message field the form shows, and leaves the admin unchanged', async () => {
        const before = (await boss.get(`/api/user/${sara.id}/edit-user`)).body;
        const res = await boss.post(`/api/user/${sara.id}/update-user`).send({
          name: 'سارا',
          family: 'محمدی',
          email: 'sara@example.com',
          phone: '12',
          password: '',
        });
        expectValidation(res, 'phone');
        expect(res.body.message).toMatch(PERSIAN);
        expect((await boss.get(`/api/user/${sara.id}/edit-user`)).body).toEqual(before);
      });
    });
  });
});
