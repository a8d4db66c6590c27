import { DataSource } from 'typeorm';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import { ORDER_RECEIVED, ORDERS_PER_PAGE, OrdersService } from 'src/domain/orders/orders.service.js';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  describe('OrdersService', () => {
    let t: TestApp;
    let service: OrdersService;
    let operator: AuthUser;
    let otherOperator: AuthUser;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '2' } });
      service = t.app.get(OrdersService);
      const admins = t.app.get(AdminsService);
      const first = (await admins.list())[0];
      operator = {
        id: first.id,
        name: first.name,
        family: first.family,
        email: first.email,
        roles: first.roles,
        tokenVersion: 0,
        authTime: 0,
      };
      const other = await admins.create(
        {
          name: 'نیما',
          family: 'کارشناس',
          email: 'nima@example.com',
          phone: '09125556666',
          password: 'nima-pass-123',
        },
        operator,
      );
      otherOperator = {
        id: other.id,
        name: other.name,
        family: other.family,
        email: other.email,
        roles: other.roles,
        tokenVersion: 0,
        authTime: 0,
      };
    });
    afterAll(() => t.close());

    it('stores a request as PENDING, with no operator, and answers the Persian receipt', async () => {
      const { order, message } = await service.create({ fullName: 'علی', phoneNumber: '09121234567', description: 'سلام' }, '198.51.100.1');
      expect(message).toBe(ORDER_RECEIVED);
      expect(await service.get(order.id)).toMatchObject({
        fullName: 'علی',
        phoneNumber: '09121234567',
        description: 'سلام',
        status: OrderStatus.PENDING,
        operatorId: null,
      });
    });

    it('limits requests per address, counting only stored ones', async () => {
      const ip = '198.51.100.2';
      await service.create({ fullName: 'یک', phoneNumber: '09120000001' }, ip);
      await service.create({ fullName: 'دو', phoneNumber: '09120000002' }, ip);
      const before = (await service.page({ perPage: 100 })).total;
      await expect(service.create({ fullName: 'سه', phoneNumber: '09120000003' }, ip)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        message: 'درخواست‌های زیادی از شما رسیده است؛ کمی بعد دوباره تلاش کنید',
      });
      expect((await service.page({ perPage: 100 })).total).toBe(before);
      await expect(service.create({ fullName: 'دیگری', phoneNumber: '09120000004' }, '198.51.100.3')).resolves.toMatchObject({
        message: ORDER_RECEIVED,
      });
    });

    it('lets any status follow any other and makes the acting admin the operator', async () => {
      const { order } = await service.create({ fullName: 'وضعیت', phoneNumber: '09127770000' }, '198.51.100.4');
      const statuses = Object.values(OrderStatus);
      for (const from of statuses) {
        for (const to of statuses) {
          await service.changeStatus(order.id, from, operator);
          const changed = await service.changeStatus(order.id, to, otherOperator);
          expect(changed).toMatchObject({ status: to, operatorId: otherOperator.id });
          expect(await service.get(order.id)).toMatchObject({ status: to, operatorId: otherOperator.id });
        }
      }
      await expect(service.changeStatus(9999, OrderStatus.COMPLETED, operator)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'درخواست پیدا نشد',
      });
    });
  });

  describe('OrdersService.page', () => {
    let t: TestApp;
    let orders: OrdersService;
    const ids: number[] = [];

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      orders = t.app.get(OrdersService);
      const repository = t.app.get(DataSource).getRepository(Order);
      // ids[0] is the oldest by created date though inserted last.
      const people = [
        ['مریم کریمی', '09350000000', '2024-05-01'],
        ['علی رضایی', '09121110000', '2024-04-01'],
        ['علی کریمی', '09122220000', '2024-03-01'],
      ] as const;
      for (const [fullName, phoneNumber, date] of people) {
        const { order } = await orders.create({ fullName, phoneNumber }, '192.0.2.1');
        await repository.update(order.id, { createdAt: new Date(`${date}T00:00:00Z`) });
        ids.unshift(order.id);
      }
      for (let i = 0; i < ORDERS_PER_PAGE; i++) {
        const { order } = await orders.create({ fullName: `انبوه ${i}`, phoneNumber: '09139999999' }, '192.0.2.2');
        await repository.update(order.id, { createdAt: new Date('2020-01-01T00:00:00Z') });
      }
      await orders.changeStatus(ids[1], OrderStatus.COMPLETED, {
        id: 1,
        name: '',
        family: '',
        email: '',
        roles: ['superadmin'],
        tokenVersion: 0,
        authTime: 0,
      });
    });
    afterAll(() => t.close());

    it('lists newest first, 15 a page by default', async () => {
      const page = await orders.page({});
      expect(page).toMatchObject({ currentPage: 1, perPage: 15, total: 18, lastPage: 2 });
      expect(page.items.slice(0, 3).map((o) => o.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect((await orders.page({ page: 2 })).items).toHaveLength(3);
    });

    it('matches every word against the name or the phone, with digits and letters normalised', async () => {
      expect((await orders.page({ search: 'علي' })).items.map((o) => o.id)).toEqual([ids[1], ids[0]]);
      expect((await orders.page({ search: 'علی کریمی' })).items.map((o) => o.id)).toEqual([ids[0]]);
      expect((await orders.page({ search: '۰۹۳۵' })).items.map((o) => o.id)).toEqual([ids[2]]);
    });

    it('filters by status', async () => {
      expect((await orders.page({ status: OrderStatus.COMPLETED })).items.map((o) => o.id)).toEqual([ids[1]]);
      expect((await orders.page({ status: OrderStatus.PENDING, search: 'کریمی' })).items.map((o) => o.id)).toEqual([ids[2], ids[0]]);
    });
  });
});
