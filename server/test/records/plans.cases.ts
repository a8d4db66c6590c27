import { firstError, gqlUpload, PNG_BYTES, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const PLAN_FIELDS = 'id title listPrice price hostingSpaceGb featureIds features { id title sort } createdAt';
  const PLANS = `{ plans { ${PLAN_FIELDS} } }`;
  const PLAN = `query($id: Int!) { plan(id: $id) { ${PLAN_FIELDS} } }`;
  const CREATE = `mutation($input: CreatePlanInput!) { createPlan(input: $input) { ${PLAN_FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdatePlanInput!) { updatePlan(id: $id, input: $input) { ${PLAN_FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deletePlan(id: $id) { id title } }';
  const SYNC = `mutation($id: Int!, $featureIds: [Int!]!) { syncPlanFeatures(id: $id, featureIds: $featureIds) { ${PLAN_FIELDS} } }`;
  const CREATE_FEATURE = 'mutation($input: CreateFeatureInput!) { createFeature(input: $input) { id title sort } }';
  const SORT_FEATURE = 'mutation($id: Int!, $sort: Int!) { sortFeature(id: $id, sort: $sort) { id sort } }';

  function expectUnauthenticated(res: GqlResult<unknown>) {
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  }

  describe('plans API', () => {
    let t: TestApp;
    const admin = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables, t.superToken);

    async function createPlan(input: Record<string, unknown>) {
      const res = await admin(CREATE, { input });
      expect(res.errors).toBeUndefined();
      return res.data.createPlan as { id: number; title: string; listPrice: number | null; price: number | null };
    }
    async function createFeature(title: string) {
      const res = await admin(CREATE_FEATURE, { input: { title } });
      expect(res.errors).toBeUndefined();
      return res.data.createFeature as { id: number; title: string; sort: number };
    }
    async function storedPlans() {
      return (await admin(PLANS)).data.plans as { id: number; title: string; featureIds: number[] }[];
    }
    async function storedPlan(id: number) {
      return (await admin(PLAN, { id })).data.plan;
    }
    async function customerPlanOn(planId: number) {
      const customer = await admin('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
        input: { name: 'رضا', family: 'کریمی', email: `reza${planId}@example.com`, phone: '09121234567' },
      });
      expect(customer.errors).toBeUndefined();
      const record = await admin('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id planId } }', {
        input: { customerId: customer.data.createCustomer.id, planId, domainName: 'test.ir' },
      });
      expect(record.errors).toBeUndefined();
      return record.data.createCustomerPlan as { id: number };
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    describe('createPlan', () => {
      it('creates a plan with its prices and hosting space, Persian title intact', async () => {
        const plan = await createPlan({ title: 'فروشگاهی پلاس', listPrice: 25_200_000, price: 15_400_000, hostingSpaceGb: 3 });
        expect(plan).toMatchObject({
          id: expect.any(Number),
          title: 'فروشگاهی پلاس',
          listPrice: 25_200_000,
          price: 15_400_000,
          hostingSpaceGb: 3,
          featureIds: [],
          features: [],
        });
        expect(await storedPlan(plan.id)).toMatchObject({ title: 'فروشگاهی پلاس', listPrice: 25_200_000, price: 15_400_000 });
      });

      it('leaves prices and hosting space empty for a plan sold by agreement', async () => {
        const plan = await createPlan({ title: 'سفارشی' });
        expect(plan).toMatchObject({ title: 'سفارشی', listPrice: null, price: null, hostingSpaceGb: null });
      });

      it('stores Arabic yeh and kaf in their Persian forms and trims the title', async () => {
        const plan = await createPlan({ title: '  غير فروشگاهي كوچك  ' });
        expect(plan.title).toBe('غیر فروشگاهی کوچک');
      });

      it('refuses a plan without a title and stores nothing', async () => {
        const before = await storedPlans();
        for (const title of ['', '   ']) {
          const res = await admin(CREATE, { input: { title } });
          expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
          expect(res.data?.createPlan ?? null).toBeNull();
        }
        expect(await storedPlans()).toEqual(before);
      });

      it('refuses a discounted price above the list price', async () => {
        const before = await storedPlans();
        const res = await admin(CREATE, { input: { title: 'گران', listPrice: 1000, price: 1001 } });
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { price: ['قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد'] },
        });
        expect(await storedPlans()).toEqual(before);
      });

      it('names each out-of-range number in Persian', async () => {
        const res = await admin(CREATE, { input: { title: 'منفی', listPrice: -1, hostingSpaceGb: 0, price: 2_000_000_001 } });
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({
          listPrice: ['قیمت اصلی نباید کمتر از ۰ باشد'],
          price: ['قیمت با تخفیف نباید بیشتر از ۲۰۰۰۰۰۰۰۰۰ باشد'],
          hostingSpaceGb: ['فضای هاست نباید کمتر از ۱ باشد'],
        });
      });

      it('refuses a title longer than 191 characters', async () => {
        const res = await admin(CREATE, { input: { title: 'پ'.repeat(192) } });
        expect(firstError(res).fields).toEqual({ title: ['عنوان نباید بیشتر از ۱۹۱ نویسه باشد'] });
      });

      it('answers 401 without a token and creates nothing', async () => {
        const before = await storedPlans();
        expectUnauthenticated(await t.gql(CREATE, { input: { title: 'بی‌اجازه' } }));
        expect(await storedPlans()).toEqual(before);
      });
    });

    describe('plans and plan', () => {
      it('lists every plan in id order with its features, without a token', async () => {
        const a = await createPlan({ title: 'الف' });
        const b = await createPlan({ title: 'ب' });
        const feature = await createFeature('دامنه رایگان');
        await admin(SYNC, { id: b.id, featureIds: [feature.id] });

        const res = await t.gql<{ plans: { id: number; title: string; featureIds: number[]; features: { title: string }[] }[] }>(PLANS);
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        const ids = res.data.plans.map((p) => p.id);
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
        expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
        expect(res.data.plans.find((p) => p.id === b.id)).toMatchObject({
          title: 'ب',
          featureIds: [feature.id],
          features: [{ title: 'دامنه رایگان' }],
        });
      });

      it('serves the public comparison table (plans with features, and every feature) without a token', async () => {
        const plan = await createPlan({ title: 'جدول' });
        const feature = await createFeature('گالری تصاویر');
        await admin(SYNC, { id: plan.id, featureIds: [feature.id] });
        const res = await t.gql('{ plans { id features { id title } } features { id title isPrimary isHeading } }');
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        expect(res.data.plans.find((p: { id: number }) => p.id === plan.id).features).toEqual([{ id: feature.id, title: 'گالری تصاویر' }]);
        expect(res.data.features).toContainEqual({ id: feature.id, title: 'گالری تصاویر', isPrimary: false, isHeading: false });
      });

      it('shows one plan to an admin', async () => {
        const plan = await createPlan({ title: 'فروشگاهی', listPrice: 16_400_000, price: 9_900_000, hostingSpaceGb: 2 });
        const res = await admin(PLAN, { id: plan.id });
        expect(res.data.plan).toMatchObject({ id: plan.id, title: 'فروشگاهی', listPrice: 16_400_000, price: 9_900_000, hostingSpaceGb: 2 });
      });

      it('answers NOT_FOUND for an unknown plan', async () => {
        const res = await admin(PLAN, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
        expect(res.data ?? null).toBeNull();
      });

      it('answers 401 for one plan without a token', async () => {
        const plan = await createPlan({ title: 'محرمانه' });
        expectUnauthenticated(await t.gql(PLAN, { id: plan.id }));
      });
    });

    describe('updatePlan', () => {
      it('changes only the fields given', async () => {
        const plan = await createPlan({ title: 'غیر فروشگاهی', listPrice: 12_000_000, price: 7_700_000, hostingSpaceGb: 1 });
        const res = await admin(UPDATE, { id: plan.id, input: { title: 'غیر فروشگاهی ویژه' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updatePlan).toMatchObject({
          title: 'غیر فروشگاهی ویژه',
          listPrice: 12_000_000,
          price: 7_700_000,
          hostingSpaceGb: 1,
        });
        const again = await admin(UPDATE, { id: plan.id, input: { price: 8_000_000, hostingSpaceGb: 2 } });
        expect(again.data.updatePlan).toMatchObject({ title: 'غیر فروشگاهی ویژه', price: 8_000_000, hostingSpaceGb: 2 });
        expect(await storedPlan(plan.id)).toMatchObject({ title: 'غیر فروشگاهی ویژه', listPrice: 12_000_000, price: 8_000_000 });
      });

      it('turns a priced plan into one sold by agreement when prices are cleared', async () => {
        const plan = await createPlan({ title: 'قابل توافق', listPrice: 100, price: 90, hostingSpaceGb: 1 });
        const res = await admin(UPDATE, { id: plan.id, input: { listPrice: null, price: null, hostingSpaceGb: null } });
        expect(res.data.updatePlan).toMatchObject({ listPrice: null, price: null, hostingSpaceGb: null });
      });

      it('refuses an empty title and keeps the stored plan', async () => {
        const plan = await createPlan({ title: 'ثابت', listPrice: 500, price: 400 });
        const res = await admin(UPDATE, { id: plan.id, input: { title: '', price: 300 } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(await storedPlan(plan.id)).toMatchObject({ title: 'ثابت', price: 400 });
      });

      it('refuses a null title in Persian instead of failing inside', async () => {
        const plan = await createPlan({ title: 'بی‌نام نشود' });
        const res = await admin(UPDATE, { id: plan.id, input: { title: null } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect((await storedPlan(plan.id)).title).toBe('بی‌نام نشود');
      });

      it('refuses a discounted price above the stored list price', async () => {
        const plan = await createPlan({ title: 'با تخفیف', listPrice: 500, price: 400 });
        const res = await admin(UPDATE, { id: plan.id, input: { price: 501 } });
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { price: ['قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد'] },
        });
        const lowered = await admin(UPDATE, { id: plan.id, input: { listPrice: 399 } });
        expect(firstError(lowered).fields).toEqual({ price: ['قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد'] });
        expect(await storedPlan(plan.id)).toMatchObject({ listPrice: 500, price: 400 });
      });

      it('answers NOT_FOUND for an unknown plan', async () => {
        const res = await admin(UPDATE, { id: 999_999, input: { title: 'هیچ' } });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
      });

      it('answers 401 without a token and changes nothing', async () => {
        const plan = await createPlan({ title: 'دست‌نخورده' });
        expectUnauthenticated(await t.gql(UPDATE, { id: plan.id, input: { title: 'تغییر' } }));
        expect((await storedPlan(plan.id)).title).toBe('دست‌نخورده');
      });
    });

    describe('syncPlanFeatures', () => {
      it('makes the plan include exactly the given features, listed in table order', async () => {
        const plan = await createPlan({ title: 'همگام' });
        const [f1, f2, f3] = [await createFeature('یک'), await createFeature('دو'), await createFeature('سه')];
        await admin(SORT_FEATURE, { id: f3.id, sort: 0 });

        const first = await admin(SYNC, { id: plan.id, featureIds: [f1.id, f3.id, f1.id] });
        expect(first.errors).toBeUndefined();
        expect(first.data.syncPlanFeatures.features.map((f: { title: string }) => f.title)).toEqual(['سه', 'یک']);
        expect(first.data.syncPlanFeatures.featureIds).toEqual([f3.id, f1.id]);

        const second = await admin(SYNC, { id: plan.id, featureIds: [f2.id] });
        expect(second.data.syncPlanFeatures.featureIds).toEqual([f2.id]);
        expect((await storedPlan(plan.id)).featureIds).toEqual([f2.id]);

        const cleared = await admin(SYNC, { id: plan.id, featureIds: [] });
        expect(cleared.data.syncPlanFeatures.featureIds).toEqual([]);
        expect((await storedPlan(plan.id)).features).toEqual([]);
      });

      it('refuses unknown features, naming them, and keeps the plan features', async () => {
        const plan = await createPlan({ title: 'ناقص' });
        const feature = await createFeature('پشتیبانی');
        await admin(SYNC, { id: plan.id, featureIds: [feature.id] });
        const res = await admin(SYNC, { id: plan.id, featureIds: [feature.id, 999_998, 999_999] });
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { featureIds: ['ویژگی‌ها با شناسه ۹۹۹۹۹۸، ۹۹۹۹۹۹ وجود ندارد'] },
        });
        expect((await storedPlan(plan.id)).featureIds).toEqual([feature.id]);
      });

      it('answers NOT_FOUND for an unknown plan', async () => {
        const res = await admin(SYNC, { id: 999_999, featureIds: [] });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
      });

      it('answers 401 without a token and changes nothing', async () => {
        const plan = await createPlan({ title: 'قفل' });
        const feature = await createFeature('هاست');
        expectUnauthenticated(await t.gql(SYNC, { id: plan.id, featureIds: [feature.id] }));
        expect((await storedPlan(plan.id)).featureIds).toEqual([]);
      });
    });

    describe('deletePlan', () => {
      it('deletes a plan, which then disappears from the list and from the themes that offered it', async () => {
        const plan = await createPlan({ title: 'موقت' });
        const keep = await createPlan({ title: 'ماندگار' });
        const theme = await gqlUpload(
          t,
          'mutation($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
          { input: { title: 'قالب', link: 'https://demo.example.com', planIds: [plan.id, keep.id] } },
          { image: { content: PNG_BYTES, filename: 'theme.png' } },
        );
        expect(theme.errors).toBeUndefined();

        const res = await admin(DELETE, { id: plan.id });
        expect(res.errors).toBeUndefined();
        expect(res.data.deletePlan).toEqual({ id: plan.id, title: 'موقت' });
        expect((await storedPlans()).map((p) => p.id)).not.toContain(plan.id);
        expect(firstError(await admin(PLAN, { id: plan.id })).code).toBe('NOT_FOUND');
        const themePlans = await t.gql(
          'query($id: Int!) { theme(id: $id) { plans { id } } }',
          { id: theme.data.createTheme.id },
          t.superToken,
        );
        expect(themePlans.data.theme.plans).toEqual([{ id: keep.id }]);
      });

      it('refuses to delete a plan a customer bought, until that customer plan is removed', async () => {
        const plan = await createPlan({ title: 'خریده‌شده' });
        const record = await customerPlanOn(plan.id);

        const res = await admin(DELETE, { id: plan.id });
        expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: 'این پلن برای ۱ پلن مشتری ثبت شده است و حذف نمی‌شود' });
        expect(res.errors?.[0].extensions.status).toBe(400);
        expect(res.data ?? null).toBeNull();
        expect(await storedPlan(plan.id)).toMatchObject({ title: 'خریده‌شده' });

        const removed = await admin('mutation($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: record.id });
        expect(removed.errors).toBeUndefined();
        expect((await admin(DELETE, { id: plan.id })).errors).toBeUndefined();
      });

      it('answers NOT_FOUND for an unknown plan', async () => {
        const res = await admin(DELETE, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
      });

      it('answers 401 without a token and deletes nothing', async () => {
        const plan = await createPlan({ title: 'محافظت‌شده' });
        expectUnauthenticated(await t.gql(DELETE, { id: plan.id }));
        expect(await storedPlan(plan.id)).toMatchObject({ title: 'محافظت‌شده' });
      });
    });
  });
});
