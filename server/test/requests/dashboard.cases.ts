import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const DASHBOARD = `{
  dashboard {
    ordersByStatus { status count }
    totalOrders
    newestPendingOrders { id fullName status operator { name } }
    expiringCustomerPlans { id domainName expireDate isActive customer { name } plan { title } theme { title } }
    expiringCustomerPlansCount
    activeCustomerPlans
    inactiveCustomerPlans
    customers
  }
}`;

  /** The server's "today" in these tests: local noon, so no time zone moves it to another day. */
  const TODAY = new Date(2025, 0, 20, 12, 0, 0);

  describe('dashboard', () => {
    let t: TestApp;
    let db: DataSource;
    const dashboard = async () => {
      const res = await t.gql(DASHBOARD, {}, t.superToken);
      if (!res.data?.dashboard) throw new Error(JSON.stringify(res.errors));
      return res.data.dashboard;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      db = t.app.get(DataSource);
      t.app.get(Clock).now = () => new Date(TODAY);
    });
    afterAll(() => t.close());

    it('answers 401 and no figures without a token', async () => {
      const res = await t.gql(DASHBOARD);
      expect(res.status).toBe(401);
      expect(firstError(res).code).toBe('UNAUTHENTICATED');
      expect(res.data ?? null).toBeNull();
    });

    it('lists every status with a zero, in a fixed order, when nothing has been recorded', async () => {
      expect(await dashboard()).toEqual({
        ordersByStatus: [
          { status: 'PENDING', count: 0 },
          { status: 'PROCESSING', count: 0 },
          { status: 'COMPLETED', count: 0 },
          { status: 'REJECTED', count: 0 },
        ],
        totalOrders: 0,
        newestPendingOrders: [],
        expiringCustomerPlans: [],
        expiringCustomerPlansCount: 0,
        activeCustomerPlans: 0,
        inactiveCustomerPlans: 0,
        customers: 0,
      });
    });

    describe('with requests and customer plans', () => {
      const pending: number[] = []; // oldest first
      const plans: Record<string, number> = {};
      let customerIds: number[];
      let planIds: number[];

      const addOrder = async (status: OrderStatus, createdAt: string, operatorId: number | null = null) => {
        const orders = db.getRepository(Order);
        const { id } = await orders.save({ fullName: `${status} ${createdAt}`, phoneNumber: '09121234567', status, operatorId });
        await orders.update(id, { createdAt: new Date(createdAt) });
        return id;
      };
      const addPlan = async (
        domainName: string,
        expireDate: string | null,
        isActive: boolean,
        customer = 0,
        themeId: number | null = null,
      ) => {
        const saved = await db.getRepository(CustomerPlan).save({
          customerId: customerIds[customer],
          planId: planIds[customer % planIds.length],
          themeId,
          domainName,
          expireDate,
          isActive,
        });
        plans[domainName] = saved.id;
        return saved.id;
      };

      beforeAll(async () => {
        // Non-pending requests newer than every pending one: the pending list must pass them over.
        await addOrder(OrderStatus.PROCESSING, '2025-01-19T09:00:00Z');
        await addOrder(OrderStatus.PROCESSING, '2025-01-19T10:00:00Z', 1);
        await addOrder(OrderStatus.REJECTED, '2025-01-19T11:00:00Z', 1);
        for (const day of ['01', '02', '03', '04', '05']) pending.push(await addOrder(OrderStatus.PENDING, `2025-01-${day}T08:00:00Z`));
        // Two requests of the same moment: the later id counts as newer.
        pending.push(await addOrder(OrderStatus.PENDING, '2025-01-10T08:00:00Z', 1));
        pending.push(await addOrder(OrderStatus.PENDING, '2025-01-10T08:00:00Z'));

        customerIds = (
          await db
            .getRepository(Customer)
            .save(['سارا', 'رضا', 'مینا'].map((name, i) => ({ name, family: 'تست', email: `c${i}@example.com`, phone: '09120000000' })))
        ).map((c) => c.id);
        planIds = (await db.getRepository(Plan).save([{ title: 'فروشگاهی' }, { title: 'شخصی' }])).map((p) => p.id);
        const themeId = (await db.getRepository(Theme).save({ title: 'قالب آبی', link: 'https://demo.example.com', image: 'x.png' })).id;

        await addPlan('yesterday.ir', '2025-01-19', true);
        await addPlan('plus30.ir', '2025-02-19', true, 1, themeId);
        await addPlan('today.ir', '2025-01-20', true, 0, themeId);
        await addPlan('plus31.ir', '2025-02-20', true, 1);
        await addPlan('inactive.ir', '2025-01-25', false, 1);
        await addPlan('today-again.ir', '2025-01-20', true, 1);
        await addPlan('no-date.ir', null, true);
        await addPlan('february.ir', '2025-02-01', true, 0);
        await addPlan('old-inactive.ir', '2024-05-01', false);
      });

      it('counts requests per status, with zeros, and in total', async () => {
        const { ordersByStatus, totalOrders } = await dashboard();
        expect(ordersByStatus).toEqual([
          { status: 'PENDING', count: 7 },
          { status: 'PROCESSING', count: 2 },
          { status: 'COMPLETED', count: 0 },
          { status: 'REJECTED', count: 1 },
        ]);
        expect(totalOrders).toBe(10);
      });

      it('shows the 5 newest pending requests, newest first, the later id first on a tie, with their operator', async () => {
        const { newestPendingOrders } = await dashboard();
        expect(newestPendingOrders.map((o: { id: number }) => o.id)).toEqual([pending[6], pending[5], pending[4], pending[3], pending[2]]);
        expect(newestPendingOrders.every((o: { status: string }) => o.status === 'PENDING')).toBe(true);
        expect(newestPendingOrders[0].operator).toBeNull();
        expect(newestPendingOrders[1].operator).toEqual({ name: 'مدیر' });
      });

      it('lists active plans expiring from today to 30 days on, soonest first, with customer, plan and theme', async () => {
        const { expiringCustomerPlans, expiringCustomerPlansCount } = await dashboard();
        // Yesterday, 31 days on, inactive and undated plans are left out.
        expect(expiringCustomerPlans.map((p: { domainName: string }) => p.domainName)).toEqual([
          'today.ir',
          'today-again.ir',
          'february.ir',
          'plus30.ir',
        ]);
        expect(expiringCustomerPlansCount).toBe(4);
        expect(expiringCustomerPlans[0]).toEqual({
          id: plans['today.ir'],
          domainName: 'today.ir',
          expireDate: '2025-01-20',
          isActive: true,
          customer: { name: 'سارا' },
          plan: { title: 'فروشگاهی' },
          theme: { title: 'قالب آبی' },
        });
        expect(expiringCustomerPlans[3]).toMatchObject({ expireDate: '2025-02-19', customer: { name: 'رضا' }, plan: { title: 'شخصی' } });
        expect(expiringCustomerPlans[1].theme).toBeNull();
      });

      it('moves the window with the day', async () => {
        t.app.get(Clock).now = () => new Date(2025, 0, 21, 0, 5);
        try {
          const { expiringCustomerPlans } = await dashboard();
          expect(expiringCustomerPlans.map((p: { domainName: string }) => p.domainName)).toEqual(['february.ir', 'plus30.ir', 'plus31.ir']);
        } finally {
          t.app.get(Clock).now = () => new Date(TODAY);
        }
      });

      it('counts active and inactive plans and customers', async () => {
        expect(await dashboard()).toMatchObject({ activeCustomerPlans: 7, inactiveCustomerPlans: 2, customers: 3 });
      });

      it('shows at most 10 expiring plans but counts them all', async () => {
        for (let i = 0; i < 9; i++) await addPlan(`batch${i}.ir`, `2025-02-${String(10 + i).padStart(2, '0')}`, true, i % 3);
        const { expiringCustomerPlans, expiringCustomerPlansCount, activeCustomerPlans } = await dashboard();
        expect(expiringCustomerPlansCount).toBe(13);
        expect(activeCustomerPlans).toBe(16);
        expect(expiringCustomerPlans.map((p: { domainName: string }) => p.domainName)).toEqual([
          'today.ir',
          'today-again.ir',
          'february.ir',
          ...Array.from({ length: 7 }, (_, i) => `batch${i}.ir`),
        ]);
      });
    });
  });
});
