import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FIELDS = 'id name family email phone roles createdAt';
  const ADMINS = `{ admins { ${FIELDS} } }`;
  const ADMIN = `query Admin($id: Int!) { admin(id: $id) { ${FIELDS} } }`;
  const ME = `{ me { ${FIELDS} } }`;
  const CREATE = `mutation Create($input: CreateAdminInput!) { createAdmin(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation Update($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { ${FIELDS} } }`;
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }';

  const MOBILE_MESSAGE = 'شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید';

  describe('admins API', () => {
    let t: TestApp;
    /** A plain admin (role admin) and their token, plus a second plain admin. */
    let sara: { id: number; token: string };
    let reza: { id: number };

    const createAdmin = async (input: Record<string, unknown>, token = t.superToken) => t.gql(CREATE, { input }, token);
    const listAdmins = async () => (await t.gql(ADMINS, {}, t.superToken)).data.admins as { id: number; [k: string]: unknown }[];
    const readAsSuper = async (id: number) => (await t.gql(ADMIN, { id }, t.superToken)).data.admin;
    /** Logs in and reports the HTTP status (a success forgives the address's earlier failures on that account). */
    const loginStatus = async (login: string, password: string) => (await t.gql(LOGIN, { input: { login, password } })).status;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const created = await createAdmin({
        name: 'سارا',
        family: 'محمدی',
        email: 'sara@example.com',
        phone: '09121112233',
        password: 'sara-pass-123',
      });
      sara = { id: created.data.createAdmin.id, token: await t.login('sara@example.com', 'sara-pass-123') };
      const other = await createAdmin({
        name: 'رضا',
        family: 'احمدی',
        email: 'reza@example.com',
        phone: '09124445566',
        password: 'reza-pass-123',
      });
      reza = { id: other.data.createAdmin.id };
    });
    afterAll(() => t.close());

    describe('admins and me', () => {
      it('lists every admin oldest first, the bootstrap superadmin first', async () => {
        const res = await t.gql(ADMINS, {}, t.superToken);
        expect(res.errors).toBeUndefined();
        const admins = res.data.admins;
        expect(admins.slice(0, 3).map((a: { email: string }) => a.email)).toEqual([ADMIN_EMAIL, 'sara@example.com', 'reza@example.com']);
        expect(admins[0].roles).toEqual(['superadmin']);
        expect(admins[1]).toMatchObject({ name: 'سارا', family: 'محمدی', phone: '09121112233', roles: ['admin'] });
      });

      it('lets a plain admin see the list too', async () => {
        const res = await t.gql(ADMINS, {}, sara.token);
        expect(res.errors).toBeUndefined();
        expect(res.data.admins.map((a: { id: number }) => a.id)).toContain(reza.id);
      });

      it('never exposes a password field', async () => {
        const res = await t.gql('{ admins { id password } }', {}, t.superToken);
        expect(res.status).toBe(400);
        expect(firstError(res).code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(res.data).toBeUndefined();
      });

      it('answers me with the admin the token belongs to', async () => {
        const asSuper = await t.gql(ME, {}, t.superToken);
        expect(asSuper.data.me).toMatchObject({ email: ADMIN_EMAIL, roles: ['superadmin'] });
        const asSara = await t.gql(ME, {}, sara.token);
        expect(asSara.data.me).toMatchObject({ id: sara.id, email: 'sara@example.com', roles: ['admin'] });
      });

      it('answers 401 and no data to admins, admin and me without a token', async () => {
        for (const [query, vars] of [
          [ADMINS, {}],
          [ADMIN, { id: sara.id }],
          [ME, {}],
        ] as const) {
          const res = await t.gql(query, vars);
          expect(res.status).toBe(401);
          expect(firstError(res).code).toBe('UNAUTHENTICATED');
          expect(res.data ?? null).toBeNull();
        }
      });
    });

    describe('createAdmin', () => {
      it('adds an admin with the role admin, Latin-digit phone and lower-case e-mail, who can then log in', async () => {
        const res = await createAdmin({
          name: ' نيما ',
          family: 'كاظمی',
          email: 'Nima@Example.COM',
          phone: '۰۹۱۲۷۷۷۸۸۹۹',
          password: 'nima-pass-123',
        });
        expect(res.errors).toBeUndefined();
        expect(res.data.createAdmin).toMatchObject({
          id: expect.any(Number),
          name: 'نیما',
          family: 'کاظمی',
          email: 'nima@example.com',
          phone: '09127778899',
          roles: ['admin'],
        });
        const token = await t.login('nima@example.com', 'nima-pass-123');
        expect((await t.gql(ME, {}, token)).data.me).toMatchObject({ id: res.data.createAdmin.id, roles: ['admin'] });
        expect(await readAsSuper(res.data.createAdmin.id)).toMatchObject({ email: 'nima@example.com', roles: ['admin'] });
      });

      it('never lets a client choose the roles', async () => {
        const before = await listAdmins();
        const res = await createAdmin({
          name: 'مهدی',
          family: 'نوری',
          email: 'mahdi@example.com',
          phone: '09130001122',
          password: 'mahdi-pass-123',
          roles: ['superadmin'],
        });
        expect(res.status).toBe(400);
        expect(res.data).toBeUndefined();
        expect(await listAdmins()).toEqual(before);
      });

      it('names every invalid field in Persian and stores nothing', async () => {
        const before = await listAdmins();
        const res = await createAdmin({ name: '', family: 'x', email: 'not-an-email', phone: '02112345678', password: 'short' });
        expect(res.status).toBe(200);
        expect(res.data).toBeNull();
        const error = firstError(res);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields?.name).toEqual(['نام الزامی است']);
        expect(error.fields?.email).toEqual(['ایمیل معتبر نیست']);
        expect(error.fields?.phone).toEqual([MOBILE_MESSAGE]);
        expect(error.fields?.password).toEqual(['رمز عبور باید دست‌کم ۸ نویسه باشد']);
        expect(error.fields).not.toHaveProperty('family');
        expect(await listAdmins()).toEqual(before);
      });

      it('refuses an e-mail another admin has, whatever its letter case, with REFUSED and stores nothing', async () => {
        const before = await listAdmins();
        const res = await createAdmin({
          name: 'تکراری',
          family: 'ایمیل',
          email: 'SARA@example.com',
          phone: '09130009988',
          password: 'another-pass-1',
        });
        expect(res.status).toBe(200);
        expect(res.data).toBeNull();
        expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: 'این ایمیل برای مدیر دیگری ثبت شده است' });
        expect(await listAdmins()).toEqual(before);
      });

      it('refuses a phone another admin has, even written with Persian digits or +98, with REFUSED', async () => {
        const before = await listAdmins();
        for (const phone of ['۰۹۱۲۱۱۱۲۲۳۳', '+98 912 111 2233']) {
          const res = await createAdmin({
            name: 'تکراری',
            family: 'موبایل',
            email: `dup-${phone.length}@example.com`,
            phone,
            password: 'another-pass-1',
          });
          expect(res.status).toBe(200);
          expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: 'این شماره موبایل برای مدیر دیگری ثبت شده است' });
        }
        expect(await listAdmins()).toEqual(before);
      });

      it('stores one of two simultaneous creates with the same e-mail and refuses the other, never a server error', async () => {
        const input = { name: 'همزمان', family: 'یک', email: 'twice@example.com', phone: '09135550001', password: 'twice-pass-1' };
        const results = await Promise.all([
          createAdmin(input),
          createAdmin({ ...input, email: 'TWICE@example.com', phone: '09135550002' }),
        ]);
        const codes = results.map((r) => (r.errors ? firstError(r).code : 'OK')).sort();
        expect(codes).toEqual(['OK', 'REFUSED']);
        expect((await listAdmins()).filter((a) => a.email === 'twice@example.com')).toHaveLength(1);
      });

      it('answers 401 without a token and stores nothing', async () => {
        const before = await listAdmins();
        const res = await t.gql(CREATE, {
          input: { name: 'بی', family: 'توکن', email: 'notoken@example.com', phone: '09136660000', password: 'no-token-pass' },
        });
        expect(res.status).toBe(401);
        expect(res.data ?? null).toBeNull();
        expect(await listAdmins()).toEqual(before);
      });
    });

    describe('admin (one admin for editing)', () => {
      it('lets the superadmin read another admin', async () => {
        const res = await t.gql(ADMIN, { id: reza.id }, t.superToken);
        expect(res.errors).toBeUndefined();
        expect(res.data.admin).toMatchObject({
          id: reza.id,
          name: 'رضا',
          family: 'احمدی',
          email: 'reza@example.com',
          phone: '09124445566',
        });
      });

      it('lets a plain admin read themself', async () => {
        const res = await t.gql(ADMIN, { id: sara.id }, sara.token);
        expect(res.errors).toBeUndefined();
        expect(res.data.admin).toMatchObject({ id: sara.id, email: 'sara@example.com' });
      });

      it('answers 403 FORBIDDEN and no data when a plain admin reads another admin', async () => {
        for (const id of [reza.id, 1]) {
          const res = await t.gql(ADMIN, { id }, sara.token);
          expect(res.status).toBe(403);
          expect(firstError(res)).toMatchObject({
            code: 'FORBIDDEN',
            message: 'فقط مدیر ارشد می‌تواند مدیران دیگر را ببیند یا ویرایش کند',
          });
          expect(res.data ?? null).toBeNull();
        }
      });

      it('answers NOT_FOUND for an unknown id', async () => {
        const res = await t.gql(ADMIN, { id: 9999 }, t.superToken);
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'مدیر پیدا نشد' });
        expect(res.data).toBeNull();
      });
    });

    describe('updateAdmin', () => {
      it('lets the superadmin update another admin, normalising the phone, and keeps the role admin', async () => {
        const res = await t.gql(UPDATE, { id: reza.id, input: { family: 'احمدي', phone: '۰۹۱۲۴۴۴۵۵۷۷' } }, t.superToken);
        expect(res.errors).toBeUndefined();
        expect(res.data.updateAdmin).toMatchObject({
          id: reza.id,
          name: 'رضا',
          family: 'احمدی',
          email: 'reza@example.com',
          phone: '09124445577',
          roles: ['admin'],
        });
        expect(await readAsSuper(reza.id)).toMatchObject({ family: 'احمدی', phone: '09124445577' });
      });

      it('lets a plain admin update themself, and me shows the change at once', async () => {
        const res = await t.gql(UPDATE, { id: sara.id, input: { name: 'سارا جان' } }, sara.token);
        expect(res.errors).toBeUndefined();
        expect(res.data.updateAdmin).toMatchObject({ id: sara.id, name: 'سارا جان', family: 'محمدی', roles: ['admin'] });
        expect((await t.gql(ME, {}, sara.token)).data.me.name).toBe('سارا جان');
      });

      it('answers 403 FORBIDDEN when a plain admin updates another admin, and changes nothing', async () => {
        for (const id of [reza.id, 1]) {
          const before = await readAsSuper(id);
          const res = await t.gql(UPDATE, { id, input: { name: 'هک‌شده', password: 'hijacked-pass-1' } }, sara.token);
          expect(res.status).toBe(403);
          expect(firstError(res).code).toBe('FORBIDDEN');
          expect(res.data ?? null).toBeNull();
          expect(await readAsSuper(id)).toEqual(before);
        }
        expect(await loginStatus(ADMIN_EMAIL, ADMIN_PASSWORD)).toBe(200);
        expect(await loginStatus(ADMIN_EMAIL, 'hijacked-pass-1')).toBe(401);
      });

      it('keeps the old password when none is given, or an empty or null one, and changes it when one is given', async () => {
        const created = await createAdmin({
          name: 'پویا',
          family: 'رمزی',
          email: 'pouya@example.com',
          phone: '09137778800',
          password: 'first-pass-123',
        });
        const id = created.data.createAdmin.id;

        expect((await t.gql(UPDATE, { id, input: { name: 'پویا ۲' } }, t.superToken)).errors).toBeUndefined();
        expect(await loginStatus('pouya@example.com', 'first-pass-123')).toBe(200);

        expect((await t.gql(UPDATE, { id, input: { name: 'پویا', password: '' } }, t.superToken)).errors).toBeUndefined();
        expect(await loginStatus('pouya@example.com', 'first-pass-123')).toBe(200);

        expect((await t.gql(UPDATE, { id, input: { password: null } }, t.superToken)).errors).toBeUndefined();
        expect(await loginStatus('pouya@example.com', 'first-pass-123')).toBe(200);

        expect((await t.gql(UPDATE, { id, input: { password: 'second-pass-456' } }, t.superToken)).errors).toBeUndefined();
        expect(await loginStatus('pouya@example.com', 'first-pass-123')).toBe(401);
        expect(await loginStatus('pouya@example.com', 'second-pass-456')).toBe(200);
      });

      it("refuses another admin's e-mail or phone with REFUSED and changes nothing", async () => {
        const before = await readAsSuper(sara.id);
        const byEmail = await t.gql(UPDATE, { id: sara.id, input: { email: 'Reza@Example.com' } }, sara.token);
        expect(byEmail.status).toBe(200);
        expect(firstError(byEmail)).toMatchObject({ code: 'REFUSED', message: 'این ایمیل برای مدیر دیگری ثبت شده است' });
        const byPhone = await t.gql(UPDATE, { id: sara.id, input: { phone: '09124445577' } }, sara.token);
        expect(firstError(byPhone)).toMatchObject({ code: 'REFUSED', message: 'این شماره موبایل برای مدیر دیگری ثبت شده است' });
        expect(await readAsSuper(sara.id)).toEqual(before);
      });

      it('accepts an admin keeping their own e-mail and phone', async () => {
        const res = await t.gql(
          UPDATE,
          { id: sara.id, input: { email: 'sara@example.com', phone: '09121112233', family: 'محمدی' } },
          sara.token,
        );
        expect(res.errors).toBeUndefined();
        expect(res.data.updateAdmin).toMatchObject({ email: 'sara@example.com', phone: '09121112233' });
      });

      it('names invalid fields in Persian and changes nothing', async () => {
        const before = await readAsSuper(reza.id);
        const res = await t.gql(UPDATE, { id: reza.id, input: { email: 'bad', phone: '12345', password: 'short' } }, t.superToken);
        expect(res.data).toBeNull();
        const error = firstError(res);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields).toEqual({
          email: ['ایمیل معتبر نیست'],
          phone: [MOBILE_MESSAGE],
          password: ['رمز عبور باید دست‌کم ۸ نویسه باشد'],
        });
        expect(await readAsSuper(reza.id)).toEqual(before);
      });

      it('refuses emptying a required field with null as a validation failure, not a server error', async () => {
        const before = await readAsSuper(reza.id);
        const res = await t.gql(UPDATE, { id: reza.id, input: { name: null, email: null } }, t.superToken);
        expect(res.data).toBeNull();
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { name: ['نام الزامی است'], email: ['ایمیل الزامی است'] },
        });
        expect(await readAsSuper(reza.id)).toEqual(before);
      });

      it('answers NOT_FOUND for an unknown id', async () => {
        const res = await t.gql(UPDATE, { id: 9999, input: { name: 'هیچ‌کس' } }, t.superToken);
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'مدیر پیدا نشد' });
      });

      it('answers 401 without a token and changes nothing', async () => {
        const before = await readAsSuper(reza.id);
        const res = await t.gql(UPDATE, { id: reza.id, input: { name: 'بی‌توکن' } });
        expect(res.status).toBe(401);
        expect(res.data ?? null).toBeNull();
        expect(await readAsSuper(reza.id)).toEqual(before);
      });
    });

    describe('no deletion', () => {
      it('has no deleteAdmin mutation: asking for one fails schema validation and removes nobody', async () => {
        const before = await listAdmins();
        const res = await t.gql(`mutation { deleteAdmin(id: ${reza.id}) { id } }`, {}, t.superToken);
        expect(res.status).toBe(400);
        expect(firstError(res).code).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(res.data).toBeUndefined();
        expect(await listAdmins()).toEqual(before);
      });
    });
  });
});
