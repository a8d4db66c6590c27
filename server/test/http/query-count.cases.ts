import { DataSource } from 'typeorm';
import { addDays } from 'src/common/clock.js';
import { tehranDay } from 'src/common/tehran-days.js';
import { queryCounter } from 'src/database/query-counter.logger.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { PublicReadsService } from 'src/reactions/public-reads/public-reads.service.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { TestClock } from '../support/test-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /**
   * The database statements one request makes, counted by the TypeORM logger, must not grow
   * with the length of the list: relations load through per-request DataLoaders.
   */
  describe('queries per request', () => {
    let t: TestApp;

    beforeAll(async () => {
      // Standing time: the trash purger's sweep never runs inside a counted request.
      t = await startTestApp({ seedDemo: false, clock: new TestClock() });
      const db = t.app.get(DataSource);
      const plans = await db.getRepository(Plan).save([1, 2, 3].map((i) => ({ title: `پلن ${i}` })));
      const categories = await db.getRepository(Category).save([1, 2].map((i) => ({ title: `دسته ${i}`, image: null })));
      const themes = await db.getRepository(Theme).save(
        Array.from({ length: 30 }, (_, i) => ({
          title: `قالب ${i + 1}`,
          link: 'https://demo.example.com',
          image: 'themes/x.png',
          sort: i,
          plans: plans.slice(0, (i % 3) + 1),
          categories: [categories[i % 2]],
        })),
      );
      await db
        .getRepository(WorkSample)
        .save(
          Array.from({ length: 30 }, (_, i) => ({ domainName: `s${i}.ir`, title: `نمونه ${i}`, image: 'w.png', isActive: true, plans })),
        );
      const customers = await db
        .getRepository(Customer)
        .save(Array.from({ length: 30 }, (_, i) => ({ name: `مشتری${i}`, family: 'تست', email: `c${i}@x.ir`, phone: '09120000000' })));
      await db.getRepository(CustomerPlan).save(
        customers.flatMap((c, i) => [
          { customerId: c.id, planId: plans[0].id, themeId: themes[i].id, domainName: `a${i}.ir`, isActive: true },
          { customerId: c.id, planId: plans[1].id, themeId: null, domainName: `b${i}.ir`, isActive: false },
        ]),
      );
      await db.getRepository(Order).save(
        Array.from({ length: 30 }, (_, i) => ({
          fullName: `درخواست ${i}`,
          phoneNumber: '09121234567',
          status: OrderStatus.PROCESSING,
          operatorId: 1,
        })),
      );
    });
    afterAll(() => t.close());

    async function countQueries(query: string, variables: Record<string, unknown> = {}): Promise<number> {
      await t.gql(query, variables, t.superToken); // warm caches outside the count
      const before = queryCounter.count;
      const res = await t.gql(query, variables, t.superToken);
      expect(res.errors).toBeUndefined();
      return queryCounter.count - before;
    }

    it('lists 30 themes with plans and categories in as many queries as 3', async () => {
      const all = await t.gql('{ themes { id } }');
      expect(all.data.themes).toHaveLength(30);
      const query = '{ themes { id title plans { id title } categories { id title } } }';
      const thirty = await countQueries(query);
      // Three themes: the same query narrowed by a category that has exactly those.
      await t.app.get(DataSource).query('DELETE FROM theme_categories WHERE theme_id > 6');
      // A change behind the services' back: tell the public read models, as a service's write does.
      await t.app.get(PublicReadsService).invalidate(['themes']);
      const threeRes = await t.gql('query($c: Int) { themes(categoryId: $c) { id } }', { c: 1 });
      expect(threeRes.data.themes).toHaveLength(3);
      const three = await countQueries(
        'query($c: Int) { themes(categoryId: $c) { id title plans { id title } categories { id title } } }',
        {
          c: 1,
        },
      );
      expect(thirty).toBe(three);
      expect(thirty).toBeLessThanOrEqual(4);
    });

    it('pages customers with their plans and plan counts in a constant number of queries', async () => {
      const query =
        'query($n: Int) { customers(perPage: $n) { items { id customerPlans { id domainName isActive } activeCustomerPlansCount inactiveCustomerPlansCount } } }';
      expect(await countQueries(query, { n: 30 })).toBe(await countQueries(query, { n: 3 }));
    });

    it("reads a customer's plans with plan, theme and customer in a constant number of queries", async () => {
      const query = 'query($id: Int!) { customerPlans(customerId: $id) { id plan { title } theme { id } customer { name phone } } }';
      // The token's admin, the customer check, the list, then one batch each for plan, theme, customer.
      expect(await countQueries(query, { id: 1 })).toBeLessThanOrEqual(6);
    });

    it('pages orders with their operator and work samples with their plans in a constant number of queries', async () => {
      const orders = 'query($n: Int) { orders(perPage: $n) { items { id operator { name } } } }';
      expect(await countQueries(orders, { n: 30 })).toBe(await countQueries(orders, { n: 3 }));
      const samples = 'query($n: Int) { workSamples(perPage: $n) { items { id plans { title } } total } }';
      expect(await countQueries(samples, { n: 30 })).toBe(await countQueries(samples, { n: 3 }));
    });

    it('lists plans with their features in a constant number of queries', async () => {
      expect(await countQueries('{ plans { id features { id title } } features { id } }')).toBeLessThanOrEqual(4);
    });

    it('builds the dashboard in as many queries with 12 expiring plans and pending requests as with 3', async () => {
      const db = t.app.get(DataSource);
      const customers = await db.getRepository(Customer).find({ order: { id: 'ASC' }, take: 12 });
      const themes = await db.getRepository(Theme).find({ order: { id: 'ASC' }, take: 12 });
      const plans = await db.getRepository(Plan).find({ order: { id: 'ASC' } });
      // Expiring 1 to 12 days on: still inside the 30-day window if the day turns during the test.
      const today = tehranDay(new Date());
      const add = async (from: number, to: number) => {
        const range = Array.from({ length: to - from }, (_, k) => from + k);
        await db.getRepository(CustomerPlan).save(
          range.map((i) => ({
            customerId: customers[i].id,
            planId: plans[i % plans.length].id,
            themeId: themes[i].id,
            domainName: `due${i}.ir`,
            expireDate: addDays(today, i + 1),
            isActive: true,
          })),
        );
        await db
          .getRepository(Order)
          .save(range.map((i) => ({ fullName: `تازه ${i}`, phoneNumber: '09121234567', status: OrderStatus.PENDING, operatorId: 1 })));
      };
      const query = `{ dashboard {
      ordersByStatus { status count } totalOrders
      newestPendingOrders { id operator { name } }
      expiringCustomerPlans { id customer { name } plan { title } theme { title } }
      expiringCustomerPlansCount activeCustomerPlans inactiveCustomerPlans customers
    } }`;
      const shown = async () => (await t.gql(query, {}, t.superToken)).data.dashboard;

      await add(0, 3);
      expect(await shown()).toMatchObject({
        expiringCustomerPlansCount: 3,
        newestPendingOrders: { length: 3 },
        expiringCustomerPlans: { length: 3 },
      });
      const three = await countQueries(query);
      await add(3, 12);
      expect(await shown()).toMatchObject({
        expiringCustomerPlansCount: 12,
        newestPendingOrders: { length: 5 },
        expiringCustomerPlans: { length: 10 },
      });
      const twelve = await countQueries(query);
      expect(twelve).toBe(three);
      // The token's admin, six aggregate and list queries, then one batch each for operator, customer, plan and theme.
      expect(twelve).toBeLessThanOrEqual(11);
    });
  });
});
