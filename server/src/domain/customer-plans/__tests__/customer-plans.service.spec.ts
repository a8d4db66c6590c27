import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { UpdateCustomerPlanInput } from 'src/domain/customer-plans/dto/update-customer-plan.input.js';
import { CustomersService } from 'src/domain/customers/customers.service.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { inputErrors } from 'test/support/input-errors.js';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  const DATE_TEST = 'keeps order and expiry dates on the same YYYY-MM-DD day through reads and edits';
  const WEST = 'America/Los_Angeles';

  describe('CustomerPlansService', () => {
    let t: TestApp;
    let service: CustomerPlansService;
    let customerId: number;
    let planId: number;
    let otherPlanId: number;
    let themeId: number;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      service = t.app.get(CustomerPlansService);
      const dataSource = t.app.get(DataSource);
      customerId = (
        await t.app.get(CustomersService).create({ name: 'علی', family: 'رضایی', email: 'a@example.com', phone: '09121234567' })
      ).id;
      planId = (await dataSource.getRepository(Plan).save({ title: 'فروشگاهی' })).id;
      otherPlanId = (await dataSource.getRepository(Plan).save({ title: 'شخصی' })).id;
      themeId = (await dataSource.getRepository(Theme).save({ title: 'قالب', link: 'https://demo.example.com', image: 'x.png' })).id;
    });
    afterAll(() => t.close());

    it('creates a record with paid none and inactive by default', async () => {
      const created = await service.create({ customerId, planId, domainName: 'shop.ir' });
      const stored = await service.get(created.id);
      expect(stored).toMatchObject({ customerId, planId, themeId: null, paid: null, isActive: false, orderDate: null, expireDate: null });
    });

    it(DATE_TEST, async () => {
      if (process.env.TZ === WEST) expect(new Date(Date.UTC(2024, 0, 31)).getDate()).toBe(30); // the zone really applies
      const created = await service.create({
        customerId,
        planId,
        domainName: 'dates.ir',
        orderDate: '2024-01-31',
        expireDate: '2024-12-31',
      });
      expect(await service.get(created.id)).toMatchObject({ orderDate: '2024-01-31', expireDate: '2024-12-31' });
      // Saving a read record writes back what was read: a day lost on reading would be lost for good.
      await service.update(created.id, { paid: 100 });
      await service.update(created.id, { paid: 200 });
      expect(await service.get(created.id)).toMatchObject({ orderDate: '2024-01-31', expireDate: '2024-12-31' });
      expect((await service.listForCustomer(customerId)).find((p) => p.id === created.id)).toMatchObject({ orderDate: '2024-01-31' });
    });

    it('refuses an unknown plan or theme on its field, and an unknown customer as NOT_FOUND', async () => {
      await expect(service.create({ customerId, planId: 9999, domainName: 'x.ir' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { planId: ['پلن انتخاب‌شده وجود ندارد'] },
      });
      await expect(service.create({ customerId, planId, themeId: 9999, domainName: 'x.ir' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { themeId: ['قالبی با این کد وجود ندارد'] },
      });
      await expect(service.create({ customerId: 9999, planId, domainName: 'x.ir' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect((await service.listForCustomer(customerId)).map((p) => p.domainName)).not.toContain('x.ir');
    });

    it('refuses an expiry before the order date, on create and against the stored dates on update', async () => {
      await expect(
        service.create({ customerId, planId, domainName: 'early.ir', orderDate: '2024-06-02', expireDate: '2024-06-01' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { expireDate: ['تاریخ انقضا نباید پیش از تاریخ سفارش باشد'] } });
      const record = await service.create({
        customerId,
        planId,
        domainName: 'dated.ir',
        orderDate: '2024-06-01',
        expireDate: '2025-06-01',
      });
      await expect(service.update(record.id, { expireDate: '2024-05-31' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      await expect(service.update(record.id, { orderDate: '2025-06-02' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await service.get(record.id)).toMatchObject({ orderDate: '2024-06-01', expireDate: '2025-06-01' });
      expect(await service.update(record.id, { expireDate: '2024-06-01' })).toMatchObject({ expireDate: '2024-06-01' });
    });

    it('updates only the given fields and clears nullable ones with null', async () => {
      const record = await service.create({ customerId, planId, themeId, domainName: 'edit.ir', paid: 500, description: 'ftp' });
      expect(await service.update(record.id, { planId: otherPlanId, isActive: true })).toMatchObject({
        planId: otherPlanId,
        themeId,
        domainName: 'edit.ir',
        paid: 500,
        description: 'ftp',
        isActive: true,
      });
      expect(await service.update(record.id, { themeId: null, paid: null })).toMatchObject({ themeId: null, paid: null });
      expect(await service.get(record.id)).toMatchObject({
        planId: otherPlanId,
        themeId: null,
        domainName: 'edit.ir',
        paid: null,
        description: 'ftp',
        isActive: true,
      });
    });

    it('leaves null on the plan, domain and active flag to the input, which refuses it and lets nullable fields be cleared', async () => {
      const errors = await inputErrors(UpdateCustomerPlanInput, {
        planId: null,
        domainName: null,
        isActive: null,
        themeId: null,
        paid: null,
        orderDate: null,
        expireDate: null,
        description: null,
      });
      expect(errors).toEqual({
        planId: [expect.stringMatching(/^پلن /)],
        domainName: ['نام دامنه الزامی است'],
        isActive: ['وضعیت فعال باید بله یا خیر باشد'],
      });
    });

    it("lists one customer's plans oldest first and removes one by id", async () => {
      const list = await service.listForCustomer(customerId);
      expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => a - b));
      const removed = await service.remove(list[0].id);
      expect(removed).toMatchObject({ id: list[0].id, domainName: list[0].domainName });
      await expect(service.get(list[0].id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'طرح مشتری پیدا نشد' });
      await expect(service.remove(list[0].id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.listForCustomer(9999)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'مشتری پیدا نشد' });
    });
  });

  /**
   * The time zone is fixed when the process starts (Jest gives tests a copy of process.env), so the
   * date test runs again in a child Jest west of Greenwich, where a DATE read as local midnight of
   * the UTC day would turn into the day before. Outside the describe above: on MySQL each test app
   * recreates the one test database, so the two apps must not overlap.
   */
  describe('CustomerPlansService in a server time zone west of Greenwich', () => {
    it('keeps the dates there too', () => {
      const jest = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
      const run = () =>
        execFileSync(
          process.execPath,
          [jest, '--runInBand', '--json', '--runTestsByPath', fileURLToPath(import.meta.url), '-t', DATE_TEST],
          {
            // The child runs this file on this worker's engine alone (jest.config.js reads TEST_ENGINES).
            env: {
              ...process.env,
              TEST_ENGINES: process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite',
              // On this worker's database (worker-env.ts), which nothing else uses while this test waits.
              TEST_WORKER_ID: process.env.TEST_WORKER_ID ?? process.env.JEST_WORKER_ID,
              TZ: WEST,
              NODE_OPTIONS: '--experimental-vm-modules',
            },
            encoding: 'utf8',
            stdio: 'pipe',
            // execFileSync holds the event loop, so the test's own timeout could never fire: a child that
            // hangs is stopped here instead, and the test fails with its output.
            timeout: 110_000,
          },
        );
      let output: string;
      try {
        output = run();
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        throw new Error(`the date test failed in ${WEST}:\n${failed.stderr ?? ''}`);
      }
      expect(JSON.parse(output)).toMatchObject({ numPassedTests: 1, numFailedTests: 0 });
    }, 120_000);
  });
});
