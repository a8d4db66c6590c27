import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { Category } from 'src/domain/categories/category.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { TrashPurger } from 'src/domain/trash/trash-purger.js';
import { legacy } from '../legacy-rest/legacy-client.js';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const png = (filename: string) => ({ image: { content: PNG_BYTES, filename } });

  describe('deletes that can be undone', () => {
    let t: TestApp;
    let now: number;
    const admin = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables, t.superToken);
    const visitor = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables);
    const advance = (ms: number) => (now += ms);
    const purge = () => t.app.get(TrashPurger).purge();
    const storedFile = (url: string) => join(t.config.uploadsDir, url.replace(/^.*\/uploads\//, ''));

    async function createCategory(title: string) {
      const res = await gqlUpload(
        t,
        'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id imageUrl } }',
        { input: { title } },
        png('c.png'),
      );
      return res.data.createCategory as { id: number; imageUrl: string };
    }
    async function createPlan(title: string, featureIds: number[] = []) {
      const id = (await admin('mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }', { input: { title } })).data
        .createPlan.id;
      if (featureIds.length) {
        const res = await admin('mutation($id: Int!, $f: [Int!]!) { syncPlanFeatures(id: $id, featureIds: $f) { id } }', {
          id,
          f: featureIds,
        });
        expect(res.errors).toBeUndefined();
      }
      return id as number;
    }
    async function createFeature(title: string) {
      return (await admin('mutation($input: CreateFeatureInput!) { createFeature(input: $input) { id } }', { input: { title } })).data
        .createFeature.id as number;
    }
    async function createTheme(title: string, categoryIds: number[], planIds: number[]) {
      const res = await gqlUpload(
        t,
        'mutation($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
        { input: { title, link: 'https://demo.example.com/x', categoryIds, planIds } },
        png('t.png'),
      );
      return res.data.createTheme.id as number;
    }
    async function createCustomer(email: string) {
      return (
        await admin('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
          input: { name: 'علی', family: 'رضایی', email, phone: '09121234567' },
        })
      ).data.createCustomer.id as number;
    }
    async function createCustomerPlan(customerId: number, planId: number) {
      return (
        await admin('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
          input: { customerId, planId, domainName: 'shop.example.com' },
        })
      ).data.createCustomerPlan.id as number;
    }
    const themeCategories = async (id: number) =>
      (await admin('query($id: Int!) { theme(id: $id) { categories { id } } }', { id })).data?.theme.categories.map(
        (c: { id: number }) => c.id,
      );
    const publicCategoryIds = async () => (await visitor('{ categories { id } }')).data.categories.map((c: { id: number }) => c.id);
    const restRestCategoryIds = async () =>
      (await legacy(t, null).get('/api/themes')).body.categories.map((c: { id: number }) => c.id) as number[];

    beforeAll(async () => {
      // The purger's own schedule never runs on this clock: each test empties the bin when it says.
      t = await startTestApp({ seedDemo: false, clock: new TestClock() });
      now = Date.now();
      t.app.get(Clock).now = () => new Date(now);
    });
    afterAll(() => t.close());

    describe('a category', () => {
      it('is hidden from every read at once, said to be used by its themes, and restored with them', async () => {
        const category = await createCategory('ورزشی');
        const theme = await createTheme('قالب باشگاه', [category.id], []);
        // Warm the public caches so a stale answer would show.
        expect(await publicCategoryIds()).toContain(category.id);
        expect(await restRestCategoryIds()).toContain(category.id);

        expect((await admin('query($id: Int!) { categoryUsage(id: $id) { themes } }', { id: category.id })).data.categoryUsage).toEqual({
          themes: 1,
        });
        const deleted = await admin('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id: category.id });
        expect(deleted.data.deleteCategory.id).toBe(category.id);

        expect(await publicCategoryIds()).not.toContain(category.id);
        expect(await restRestCategoryIds()).not.toContain(category.id);
        expect(firstError(await admin('query($id: Int!) { category(id: $id) { id } }', { id: category.id })).code).toBe('NOT_FOUND');
        expect(await themeCategories(theme)).toEqual([]);
        expect((await visitor('query($c: Int) { themes(categoryId: $c) { id } }', { c: category.id })).data.themes).toEqual([]);
        expect(existsSync(storedFile(category.imageUrl))).toBe(true);

        advance(UNDO_WINDOW_MS - 1000);
        const restored = await admin('mutation($id: Int!) { restoreCategory(id: $id) { id title } }', { id: category.id });
        expect(restored.data.restoreCategory).toEqual({ id: category.id, title: 'ورزشی' });
        expect(await publicCategoryIds()).toContain(category.id);
        expect(await restRestCategoryIds()).toContain(category.id);
        expect(await themeCategories(theme)).toEqual([category.id]);
      });

      it('is purged with its join rows and image once the window has passed, and can no longer be restored', async () => {
        const category = await createCategory('فروشگاهی');
        const theme = await createTheme('قالب فروشگاه', [category.id], []);
        await admin('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id: category.id });

        advance(UNDO_WINDOW_MS + 1000);
        const late = await admin('mutation($id: Int!) { restoreCategory(id: $id) { id } }', { id: category.id });
        expect(late.status).toBeLessThan(500);
        expect(firstError(late)).toMatchObject({ code: 'REFUSED', message: 'مهلت بازگرداندن این دسته‌بندی گذشته است' });

        await purge();
        const rows = await t.app
          .get(DataSource)
          .getRepository(Category)
          .find({ where: { id: category.id }, withDeleted: true });
        expect(rows).toEqual([]);
        const joins = await t.app.get(DataSource).query('SELECT * FROM theme_categories WHERE category_id = ?', [category.id]);
        expect(joins).toEqual([]);
        expect(existsSync(storedFile(category.imageUrl))).toBe(false);
        expect(await themeCategories(theme)).toEqual([]);
        const gone = await admin('mutation($id: Int!) { restoreCategory(id: $id) { id } }', { id: category.id });
        expect(firstError(gone)).toMatchObject({ code: 'NOT_FOUND', message: 'دسته‌بندی پیدا نشد' });
        // A second sweep (another instance) finds nothing and fails nothing.
        expect(await purge()).toBe(0);
      });

      it('is purged once when several instances sweep at the same time', async () => {
        const categories = [await createCategory('همزمان یک'), await createCategory('همزمان دو')];
        for (const { id } of categories) await admin('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id });
        advance(UNDO_WINDOW_MS + 1000);
        const purged = await Promise.all([purge(), purge(), purge()]);
        expect(purged.reduce((sum, n) => sum + n, 0)).toBe(2);
        for (const { imageUrl } of categories) expect(existsSync(storedFile(imageUrl))).toBe(false);
      });

      it('refuses to restore a live one with a 4xx', async () => {
        const category = await createCategory('شخصی');
        const res = await admin('mutation($id: Int!) { restoreCategory(id: $id) { id } }', { id: category.id });
        expect(firstError(res).code).toBe('REFUSED');
        expect(firstError(res).message).toMatch(/حذف نشده است/);
      });

      it('ends consistent after parallel deletes and restores', async () => {
        const category = await createCategory('موازی');
        const theme = await createTheme('قالب موازی', [category.id], []);
        const calls = Array.from({ length: 12 }, (_, i) =>
          admin(`mutation($id: Int!) { ${i % 2 ? 'restoreCategory' : 'deleteCategory'}(id: $id) { id } }`, { id: category.id }),
        );
        const answers = await Promise.all(calls);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
        const live = (await publicCategoryIds()).includes(category.id);
        if (!live) await admin('mutation($id: Int!) { restoreCategory(id: $id) { id } }', { id: category.id });
        expect(await publicCategoryIds()).toContain(category.id);
        expect(await themeCategories(theme)).toEqual([category.id]);
      });
    });

    describe('a plan', () => {
      it('comes back with its features and themes; its usage is counted', async () => {
        const feature = await createFeature('دامنه رایگان');
        const plan = await createPlan('طلایی', [feature]);
        const theme = await createTheme('قالب طلایی', [], [plan]);
        expect((await admin('query($id: Int!) { planUsage(id: $id) { themes customerPlans } }', { id: plan })).data.planUsage).toEqual({
          themes: 1,
          customerPlans: 0,
        });
        const restPlans = async () => (await legacy(t, null).get('/api/plans')).body.plans.map((p: { id: number }) => p.id) as number[];
        expect(await restPlans()).toContain(plan);

        await admin('mutation($id: Int!) { deletePlan(id: $id) { id } }', { id: plan });
        expect(await restPlans()).not.toContain(plan);
        expect((await admin('query($id: Int!) { theme(id: $id) { plans { id } } }', { id: theme })).data.theme.plans).toEqual([]);

        await admin('mutation($id: Int!) { restorePlan(id: $id) { id } }', { id: plan });
        expect(await restPlans()).toContain(plan);
        const back = await admin('query($id: Int!) { plan(id: $id) { featureIds } }', { id: plan });
        expect(back.data.plan.featureIds).toEqual([feature]);
        expect((await admin('query($id: Int!) { theme(id: $id) { plans { id } } }', { id: theme })).data.theme.plans).toEqual([
          { id: plan },
        ]);
      });

      it('is purged after the customer plans in the bin that still name it', async () => {
        const plan = await createPlan('رفتنی');
        const feature = await createFeature('رفتنی هم');
        await admin('mutation($id: Int!, $f: [Int!]!) { syncPlanFeatures(id: $id, featureIds: $f) { id } }', { id: plan, f: [feature] });
        const record = await createCustomerPlan(await createCustomer('bin@example.com'), plan);
        await admin('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: record });
        expect((await admin('mutation($id: Int!) { deletePlan(id: $id) { id } }', { id: plan })).errors).toBeUndefined();
        // Its customer plan cannot come back to name a deleted plan.
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomerPlan(id: $id) { id } }', { id: record }))).toMatchObject({
          code: 'REFUSED',
          message: 'پلن این مورد حذف شده است و بازگرداندن آن ممکن نیست',
        });
        advance(UNDO_WINDOW_MS + 1000);
        await purge();
        const db = t.app.get(DataSource);
        expect(await db.query('SELECT id FROM plans WHERE id = ?', [plan])).toEqual([]);
        expect(await db.query('SELECT id FROM customer_plans WHERE id = ?', [record])).toEqual([]);
        expect(await db.query('SELECT * FROM plan_features WHERE plan_id = ?', [plan])).toEqual([]);
        expect(firstError(await admin('mutation($id: Int!) { restorePlan(id: $id) { id } }', { id: plan })).code).toBe('NOT_FOUND');
      });

      it('is refused while customer plans use it, naming how many', async () => {
        const plan = await createPlan('نقره‌ای');
        const customer = await createCustomer('plan-user@example.com');
        await createCustomerPlan(customer, plan);
        await createCustomerPlan(customer, plan);
        const res = await admin('mutation($id: Int!) { deletePlan(id: $id) { id } }', { id: plan });
        expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: 'این پلن برای ۲ پلن مشتری ثبت شده است و حذف نمی‌شود' });
      });
    });

    describe('a feature', () => {
      it('leaves every plan while deleted and is back in them after restore', async () => {
        const feature = await createFeature('پشتیبانی');
        const plan = await createPlan('برنزی', [feature]);
        await admin('mutation($id: Int!) { deleteFeature(id: $id) { id } }', { id: feature });
        expect((await admin('query($id: Int!) { plan(id: $id) { featureIds features { id } } }', { id: plan })).data.plan).toEqual({
          featureIds: [],
          features: [],
        });
        expect((await admin('{ features { id } }')).data.features.map((f: { id: number }) => f.id)).not.toContain(feature);
        await admin('mutation($id: Int!) { restoreFeature(id: $id) { id } }', { id: feature });
        expect((await admin('query($id: Int!) { plan(id: $id) { featureIds } }', { id: plan })).data.plan.featureIds).toEqual([feature]);
      });
    });

    describe('a work sample', () => {
      it('is hidden, restored with its plans, and its image purged after the window', async () => {
        const plan = await createPlan('سایت شخصی');
        const res = await gqlUpload(
          t,
          'mutation($input: CreateWorkSampleInput!, $image: Upload) { createWorkSample(input: $input, image: $image) { id imageUrl } }',
          { input: { title: 'فروشگاه گل', domainName: 'gol.example.com', isActive: true, planIds: [plan] } },
          png('w.png'),
        );
        const sample = res.data.createWorkSample as { id: number; imageUrl: string };
        const publicIds = async () =>
          (await visitor('{ workSamples { items { id } } }')).data.workSamples.items.map((s: { id: number }) => s.id) as number[];
        expect(await publicIds()).toContain(sample.id);
        await admin('mutation($id: Int!) { deleteWorkSample(id: $id) { id } }', { id: sample.id });
        expect(await publicIds()).not.toContain(sample.id);
        expect(firstError(await admin('query($id: Int!) { workSample(id: $id) { id } }', { id: sample.id })).code).toBe('NOT_FOUND');
        await admin('mutation($id: Int!) { restoreWorkSample(id: $id) { id } }', { id: sample.id });
        expect((await admin('query($id: Int!) { workSample(id: $id) { plans { id } } }', { id: sample.id })).data.workSample.plans).toEqual(
          [{ id: plan }],
        );

        await admin('mutation($id: Int!) { deleteWorkSample(id: $id) { id } }', { id: sample.id });
        advance(UNDO_WINDOW_MS + 1);
        await purge();
        expect(
          await t.app
            .get(DataSource)
            .getRepository(WorkSample)
            .count({ where: { id: sample.id }, withDeleted: true }),
        ).toBe(0);
        expect(existsSync(storedFile(sample.imageUrl))).toBe(false);
      });
    });

    describe('customers and their plans', () => {
      it('a customer with plans cannot be deleted (GraphQL), one without can', async () => {
        const plan = await createPlan('اقتصادی');
        const customer = await createCustomer('has-plans@example.com');
        const record = await createCustomerPlan(customer, plan);
        await createCustomerPlan(customer, plan);
        const refused = await admin('mutation($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer });
        expect(refused.status).toBe(200);
        expect(firstError(refused)).toMatchObject({
          code: 'REFUSED',
          message: 'این مشتری ۲ پلن ثبت‌شده دارد؛ پیش از حذف مشتری پلن‌هایش را حذف کنید',
        });
        expect((await admin('query($id: Int!) { customer(id: $id) { id } }', { id: customer })).data.customer.id).toBe(customer);

        // A deleted customer plan is hidden from the customer and the counts, and restorable.
        const counts = async () => {
          const res = await admin(
            'query($id: Int!) { customer(id: $id) { inactiveCustomerPlansCount } dashboard { inactiveCustomerPlans } }',
            {
              id: customer,
            },
          );
          return [res.data.customer.inactiveCustomerPlansCount, res.data.dashboard.inactiveCustomerPlans];
        };
        const [ofCustomer, onDashboard] = await counts();
        expect(ofCustomer).toBe(2);
        await admin('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: record });
        expect(await counts()).toEqual([1, onDashboard - 1]);
        const csv = async () => {
          const res = await t.http
            .get(`/api/export/customer-plans.csv?customer_id=${customer}`)
            .set('authorization', `Bearer ${t.superToken}`)
            .buffer(true)
            .parse((stream, done) => {
              const chunks: Buffer[] = [];
              stream.on('data', (chunk: Buffer) => chunks.push(chunk));
              stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
            });
          expect(res.status).toBe(200);
          return (res.body as string).trim().split(/\r?\n/).length - 1;
        };
        expect(await csv()).toBe(1);
        const plans = await admin('query($id: Int!) { customerPlans(customerId: $id) { id } }', { id: customer });
        expect(plans.data.customerPlans).toHaveLength(1);
        await admin('mutation($id: Int!) { restoreCustomerPlan(id: $id) { id } }', { id: record });
        expect(
          (await admin('query($id: Int!) { customerPlans(customerId: $id) { id } }', { id: customer })).data.customerPlans,
        ).toHaveLength(2);

        // REST removal of a customer plan is soft too.
        const rest = await legacy(t).post(`/api/customers/remove-plan/${record}`);
        expect(rest.status).toBeLessThan(300);
        await admin('mutation($id: Int!) { restoreCustomerPlan(id: $id) { id } }', { id: record });
      });

      it('a theme whose only customer plan is deleted can be deleted', async () => {
        const plan = await createPlan('قالب‌دار');
        const theme = await createTheme('قالب با طرح حذف‌شده', [], [plan]);
        const customer = await createCustomer('theme-user@example.com');
        const record = (
          await admin('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
            input: { customerId: customer, planId: plan, themeId: theme, domainName: 'theme.example.com' },
          })
        ).data.createCustomerPlan.id;
        expect(firstError(await admin('mutation($id: Int!) { deleteTheme(id: $id) { id } }', { id: theme })).code).toBe('REFUSED');
        await admin('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: record });
        expect((await admin('mutation($id: Int!) { deleteTheme(id: $id) { id } }', { id: theme })).errors).toBeUndefined();
      });

      it('a deleted customer is hidden from the list, the REST facade and the export, and restored inside the window', async () => {
        const customer = await createCustomer('undo-me@example.com');
        const listed = async () =>
          (await admin('{ customers(perPage: 100) { items { id } } }')).data.customers.items.map((c: { id: number }) => c.id) as number[];
        expect(await listed()).toContain(customer);
        expect((await admin('mutation($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer })).errors).toBeUndefined();
        expect(await listed()).not.toContain(customer);
        expect((await legacy(t).get(`/api/customers/edit/${customer}`)).status).toBe(404);
        advance(UNDO_WINDOW_MS - 1000);
        await purge();
        const restored = await admin('mutation($id: Int!) { restoreCustomer(id: $id) { id email } }', { id: customer });
        expect(restored.data.restoreCustomer).toEqual({ id: customer, email: 'undo-me@example.com' });
        expect(await listed()).toContain(customer);
        // Past the window the restore is refused, and the sweep removes the row for good.
        expect((await admin('mutation($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer })).errors).toBeUndefined();
        advance(UNDO_WINDOW_MS + 1);
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomer(id: $id) { id } }', { id: customer }))).toMatchObject({
          code: 'REFUSED',
          message: 'مهلت بازگرداندن این مشتری گذشته است',
        });
        await purge();
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomer(id: $id) { id } }', { id: customer })).code).toBe('NOT_FOUND');
      });

      it('a customer whose plans were all deleted can be deleted', async () => {
        const plan = await createPlan('آزمایشی');
        const customer = await createCustomer('no-plans@example.com');
        const record = await createCustomerPlan(customer, plan);
        await admin('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: record });
        const res = await admin('mutation($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer });
        expect(res.errors).toBeUndefined();
        expect(firstError(await admin('query($id: Int!) { customer(id: $id) { id } }', { id: customer })).code).toBe('NOT_FOUND');
        // A plan of a customer in the bin does not come back without its customer.
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomerPlan(id: $id) { id } }', { id: record })).code).toBe('REFUSED');
        advance(UNDO_WINDOW_MS + 1);
        await purge();
        // Its plans went with it: nothing left to restore.
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomer(id: $id) { id } }', { id: customer })).code).toBe('NOT_FOUND');
        expect(firstError(await admin('mutation($id: Int!) { restoreCustomerPlan(id: $id) { id } }', { id: record })).code).toBe(
          'NOT_FOUND',
        );
        // And now the plan has no customer plans left: it can be deleted.
        expect((await admin('mutation($id: Int!) { deletePlan(id: $id) { id } }', { id: plan })).errors).toBeUndefined();
      });
    });
  });
});
