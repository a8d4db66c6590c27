import { plainToInstance } from 'class-transformer';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import type { Admin } from 'src/domain/admins/admin.entity.js';
import { UpdateAdminInput } from 'src/domain/admins/dto/update-admin.input.js';
import { inputErrors } from 'test/support/input-errors.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  const IP = '192.0.2.1';

  const actorOf = (admin: Admin): AuthUser => ({
    id: admin.id,
    name: admin.name,
    family: admin.family,
    email: admin.email,
    roles: admin.roles,
    tokenVersion: admin.tokenVersion,
    authTime: 0,
  });

  describe('AdminsService', () => {
    let t: TestApp;
    let admins: AdminsService;
    let superadmin: AuthUser;
    let sara: Admin;
    let reza: Admin;

    const hashOf = async (login: string) => (await admins.findForLogin(login))?.passwordHash;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      admins = t.app.get(AdminsService);
      superadmin = actorOf((await admins.findForLogin(ADMIN_EMAIL))!);
      sara = await admins.create(
        {
          name: 'سارا',
          family: 'محمدی',
          email: 'sara@example.com',
          phone: '09121112233',
          password: 'sara-pass-123',
        },
        superadmin,
      );
      reza = await admins.create(
        {
          name: 'رضا',
          family: 'احمدی',
          email: 'reza@example.com',
          phone: '09124445566',
          password: 'reza-pass-123',
        },
        superadmin,
      );
    });
    afterAll(() => t.close());

    it('creates admins with the role admin and only a bcrypt hash of the password', async () => {
      expect(sara.roles).toEqual(['admin']);
      const stored = await admins.findForLogin('sara@example.com');
      expect(stored?.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${String(t.config.auth.bcryptCost).padStart(2, '0')}\\$`));
      expect(stored?.passwordHash).not.toContain('sara-pass-123');
      expect(await admins.verifyPassword('sara-pass-123', stored!.passwordHash)).toBe(true);
      expect(await admins.verifyPassword('sara-pass-124', stored!.passwordHash)).toBe(false);
    });

    it("checks a login that names nobody against a hash at the stored hashes' cost, which no password matches", async () => {
      const cost = String(t.config.auth.bcryptCost).padStart(2, '0');
      expect(await admins.hashOfNobody()).toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$`));
      expect(await admins.hashOfNobody()).toBe(await admins.hashOfNobody());
      expect(await admins.verifyPasswordOfNobody('')).toBe(false);
      expect(await admins.verifyPasswordOfNobody('sara-pass-123')).toBe(false);
    });

    it('lists admins oldest first, the bootstrap superadmin first', async () => {
      const list = await admins.list();
      expect(list.map((a) => a.email).slice(0, 3)).toEqual([ADMIN_EMAIL, 'sara@example.com', 'reza@example.com']);
      expect(list[0].roles).toEqual(['superadmin']);
    });

    it('finds an admin to log in by e-mail in any case or by phone in Persian digits, and nobody for an unknown login', async () => {
      expect((await admins.findForLogin(' SARA@Example.com '))?.id).toBe(sara.id);
      expect((await admins.findForLogin('۰۹۱۲۱۱۱۲۲۳۳'))?.id).toBe(sara.id);
      expect((await admins.findForLogin('+989121112233'))?.id).toBe(sara.id);
      expect(await admins.findForLogin('nobody@example.com')).toBeNull();
    });

    it('refuses a second admin with a taken e-mail or phone', async () => {
      const count = (await admins.list()).length;
      await expect(
        admins.create({ name: 'الف', family: 'ب', email: 'sara@example.com', phone: '09130000001', password: 'password-123' }, superadmin),
      ).rejects.toMatchObject({ code: 'REFUSED', message: 'این ایمیل برای مدیر دیگری ثبت شده است' });
      await expect(
        admins.create({ name: 'الف', family: 'ب', email: 'new@example.com', phone: '09121112233', password: 'password-123' }, superadmin),
      ).rejects.toMatchObject({ code: 'REFUSED', message: 'این شماره موبایل برای مدیر دیگری ثبت شده است' });
      expect((await admins.list()).length).toBe(count);
    });

    it('refuses, rather than fails on, the loser of two simultaneous creates with one phone', async () => {
      const input = { name: 'هم', family: 'زمان', phone: '09139990000', password: 'password-123' };
      const results = await Promise.allSettled([
        admins.create({ ...input, email: 'first@example.com' }, superadmin),
        admins.create({ ...input, email: 'second@example.com' }, superadmin),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ code: 'REFUSED', message: 'این شماره موبایل برای مدیر دیگری ثبت شده است' });
    });

    it('lets anyone read themself for editing, only the superadmin read others, and says NOT_FOUND for nobody', async () => {
      expect((await admins.getForEdit(sara.id, actorOf(sara))).email).toBe('sara@example.com');
      expect((await admins.getForEdit(reza.id, superadmin)).email).toBe('reza@example.com');
      await expect(admins.getForEdit(reza.id, actorOf(sara))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(admins.getForEdit(superadmin.id, actorOf(sara))).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(admins.getForEdit(9999, superadmin)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'مدیر پیدا نشد' });
    });

    it('refuses a plain admin updating another admin and changes nothing', async () => {
      const hash = await hashOf('reza@example.com');
      await expect(admins.update(reza.id, { name: 'دزدیده', password: 'stolen-pass-1' }, actorOf(sara), IP)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const after = await admins.findForLogin('reza@example.com');
      expect(after?.name).toBe('رضا');
      expect(after?.passwordHash).toBe(hash);
    });

    it('lets a plain admin update themself and the superadmin update others, never touching roles', async () => {
      expect(await admins.update(sara.id, { family: 'محمدیان' }, actorOf(sara), IP)).toMatchObject({ family: 'محمدیان', roles: ['admin'] });
      expect(await admins.update(reza.id, { name: 'رضا جان' }, superadmin, IP)).toMatchObject({ name: 'رضا جان', roles: ['admin'] });
      expect((await admins.findById(reza.id))?.name).toBe('رضا جان');
    });

    it('keeps the password hash when no password is given and replaces it when one is', async () => {
      const before = await hashOf('reza@example.com');
      await admins.update(reza.id, { phone: '09124445500' }, superadmin, IP);
      expect(await hashOf('reza@example.com')).toBe(before);
      await admins.update(reza.id, { password: 'brand-new-pass' }, superadmin, IP);
      const after = await hashOf('reza@example.com');
      expect(after).not.toBe(before);
      expect(await admins.verifyPassword('brand-new-pass', after!)).toBe(true);
      expect(await admins.verifyPassword('reza-pass-123', after!)).toBe(false);
    });

    it("refuses taking another admin's e-mail on update but accepts one's own", async () => {
      await expect(admins.update(sara.id, { email: 'reza@example.com' }, actorOf(sara), IP)).rejects.toMatchObject({ code: 'REFUSED' });
      expect((await admins.update(sara.id, { email: 'sara@example.com' }, actorOf(sara), IP)).email).toBe('sara@example.com');
    });

    it('leaves null on required fields to the input, which refuses it in Persian and reads a null or empty password as "keep"', async () => {
      expect(await inputErrors(UpdateAdminInput, { family: null, phone: null, password: null })).toEqual({
        family: ['نام خانوادگی الزامی است'],
        phone: ['شماره تلفن الزامی است'],
      });
      const before = await hashOf('reza@example.com');
      for (const password of [null, '']) {
        const input = plainToInstance(UpdateAdminInput, { password });
        expect(input.password).toBeUndefined();
        await admins.update(reza.id, input, superadmin, IP);
      }
      expect(await hashOf('reza@example.com')).toBe(before);
    });

    it('creates no second superadmin once admins exist', async () => {
      const count = (await admins.list()).length;
      expect(await admins.ensureFirstSuperadmin()).toBeNull();
      expect((await admins.list()).length).toBe(count);
    });
  });
});
