import { firstError, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FEATURE_FIELDS = 'id title sort isPrimary isHeading createdAt';
  const FEATURES = `{ features { ${FEATURE_FIELDS} } }`;
  const FEATURE = `query($id: Int!) { feature(id: $id) { ${FEATURE_FIELDS} } }`;
  const CREATE = `mutation($input: CreateFeatureInput!) { createFeature(input: $input) { ${FEATURE_FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateFeatureInput!) { updateFeature(id: $id, input: $input) { ${FEATURE_FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteFeature(id: $id) { id title } }';
  const SORT = `mutation($id: Int!, $sort: Int!) { sortFeature(id: $id, sort: $sort) { ${FEATURE_FIELDS} } }`;
  const PRIMARY = `mutation($id: Int!, $isPrimary: Boolean!) { setFeaturePrimary(id: $id, isPrimary: $isPrimary) { ${FEATURE_FIELDS} } }`;

  interface FeatureView {
    id: number;
    title: string;
    sort: number;
    isPrimary: boolean;
    isHeading: boolean;
  }

  function expectUnauthenticated(res: GqlResult<unknown>) {
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  }

  describe('features API', () => {
    let t: TestApp;
    const admin = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables, t.superToken);

    async function createFeature(input: Record<string, unknown>): Promise<FeatureView> {
      const res = await admin(CREATE, { input });
      expect(res.errors).toBeUndefined();
      return res.data.createFeature;
    }
    async function storedFeatures(): Promise<FeatureView[]> {
      return (await t.gql(FEATURES)).data.features;
    }
    async function storedFeature(id: number): Promise<FeatureView> {
      return (await admin(FEATURE, { id })).data.feature;
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    describe('createFeature', () => {
      it('adds a feature at the end of the table, neither primary nor a heading', async () => {
        const first = await createFeature({ title: 'اعتبار ۳۶۵ روزه' });
        const second = await createFeature({ title: '۳۰ آگهی در ماه' });
        expect(first).toMatchObject({ title: 'اعتبار ۳۶۵ روزه', isPrimary: false, isHeading: false });
        expect(second.sort).toBe(first.sort + 1);
        const list = await storedFeatures();
        expect(list.at(-1)).toMatchObject({ id: second.id, title: '۳۰ آگهی در ماه' });
      });

      it('adds a section heading of the comparison table', async () => {
        const heading = await createFeature({ title: 'امکانات فروشگاه', isHeading: true });
        expect(heading).toMatchObject({ title: 'امکانات فروشگاه', isHeading: true, isPrimary: false });
        expect(await storedFeature(heading.id)).toMatchObject({ isHeading: true });
      });

      it('refuses a feature without a title and stores nothing', async () => {
        const before = await storedFeatures();
        for (const title of ['', '  ']) {
          const res = await admin(CREATE, { input: { title } });
          expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
          expect(res.data?.createFeature ?? null).toBeNull();
        }
        expect(await storedFeatures()).toEqual(before);
      });

      it('refuses a title longer than 191 characters', async () => {
        const res = await admin(CREATE, { input: { title: 'و'.repeat(192) } });
        expect(firstError(res).fields).toEqual({ title: ['عنوان نباید بیشتر از ۱۹۱ نویسه باشد'] });
      });

      it('answers 401 without a token and creates nothing', async () => {
        const before = await storedFeatures();
        expectUnauthenticated(await t.gql(CREATE, { input: { title: 'بی‌اجازه' } }));
        expect(await storedFeatures()).toEqual(before);
      });
    });

    describe('features and feature', () => {
      it('lists every feature in table order (sort, then id) without a token', async () => {
        const a = await createFeature({ title: 'الف' });
        const b = await createFeature({ title: 'ب' });
        const c = await createFeature({ title: 'ج' });
        await admin(SORT, { id: c.id, sort: 0 });
        await admin(SORT, { id: b.id, sort: a.sort });

        const res = await t.gql<{ features: FeatureView[] }>(FEATURES);
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        const list = res.data.features;
        const pairs = list.map((f) => [f.sort, f.id]);
        expect(pairs).toEqual([...pairs].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
        const order = list.map((f) => f.id);
        expect(order.indexOf(c.id)).toBe(0);
        expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(b.id));
      });

      it('shows one feature to an admin', async () => {
        const feature = await createFeature({ title: 'گالری تصاویر' });
        expect(await storedFeature(feature.id)).toMatchObject({ id: feature.id, title: 'گالری تصاویر', sort: feature.sort });
      });

      it('answers NOT_FOUND for an unknown feature', async () => {
        const res = await admin(FEATURE, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
        expect(res.data ?? null).toBeNull();
      });

      it('answers 401 for one feature without a token', async () => {
        const feature = await createFeature({ title: 'محرمانه' });
        expectUnauthenticated(await t.gql(FEATURE, { id: feature.id }));
      });
    });

    describe('updateFeature', () => {
      it('renames a feature and turns it into a heading, keeping its place', async () => {
        const feature = await createFeature({ title: 'ویرایش نامحدود' });
        const res = await admin(UPDATE, { id: feature.id, input: { title: 'ويرايش نامحدود آگهي' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateFeature).toMatchObject({ title: 'ویرایش نامحدود آگهی', sort: feature.sort, isHeading: false });
        const heading = await admin(UPDATE, { id: feature.id, input: { isHeading: true } });
        expect(heading.data.updateFeature).toMatchObject({ title: 'ویرایش نامحدود آگهی', isHeading: true });
        expect(await storedFeature(feature.id)).toMatchObject({ title: 'ویرایش نامحدود آگهی', isHeading: true, sort: feature.sort });
      });

      it('refuses an empty title and keeps the stored feature', async () => {
        const feature = await createFeature({ title: 'پشتیبانی ۳۶۵ روزه' });
        const res = await admin(UPDATE, { id: feature.id, input: { title: '', isHeading: true } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(await storedFeature(feature.id)).toMatchObject({ title: 'پشتیبانی ۳۶۵ روزه', isHeading: false });
      });

      it('refuses a null title or a null heading flag in Persian and changes nothing', async () => {
        const feature = await createFeature({ title: 'ثابت', isHeading: true });
        const before = await storedFeature(feature.id);
        const title = await admin(UPDATE, { id: feature.id, input: { title: null } });
        expect(firstError(title)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(await storedFeature(feature.id)).toEqual(before);
        const heading = await admin(UPDATE, { id: feature.id, input: { title: 'تازه', isHeading: null } });
        expect(firstError(heading).code).toBe('VALIDATION_FAILED');
        expect(firstError(heading).fields).toEqual({ isHeading: [expect.stringMatching(/باید بله یا خیر باشد$/)] });
        expect(heading.data ?? null).toBeNull();
        expect(await storedFeature(feature.id)).toEqual(before);
      });

      it('answers NOT_FOUND for an unknown feature', async () => {
        const res = await admin(UPDATE, { id: 999_999, input: { title: 'هیچ' } });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
      });

      it('answers 401 without a token and changes nothing', async () => {
        const feature = await createFeature({ title: 'دست‌نخورده' });
        expectUnauthenticated(await t.gql(UPDATE, { id: feature.id, input: { title: 'تغییر' } }));
        expect((await storedFeature(feature.id)).title).toBe('دست‌نخورده');
      });
    });

    describe('sortFeature', () => {
      it('moves a feature to a new place in the table', async () => {
        const a = await createFeature({ title: 'اول' });
        const b = await createFeature({ title: 'دوم' });
        const res = await admin(SORT, { id: b.id, sort: a.sort - 1 });
        expect(res.errors).toBeUndefined();
        expect(res.data.sortFeature).toMatchObject({ id: b.id, sort: a.sort - 1 });
        const order = (await storedFeatures()).map((f) => f.id);
        expect(order.indexOf(b.id)).toBeLessThan(order.indexOf(a.id));
      });

      it('refuses a negative or huge position, in Persian, and keeps the old one', async () => {
        const feature = await createFeature({ title: 'جابجا' });
        const negative = await admin(SORT, { id: feature.id, sort: -1 });
        expect(firstError(negative)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sort: ['ترتیب نمایش نباید کمتر از ۰ باشد'] } });
        const huge = await admin(SORT, { id: feature.id, sort: 1_000_001 });
        expect(firstError(huge).fields).toEqual({ sort: ['ترتیب نمایش نباید بیشتر از ۱۰۰۰۰۰۰ باشد'] });
        expect((await storedFeature(feature.id)).sort).toBe(feature.sort);
      });

      it('answers NOT_FOUND for an unknown feature', async () => {
        expect(firstError(await admin(SORT, { id: 999_999, sort: 1 }))).toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
      });

      it('answers 401 without a token and keeps the position', async () => {
        const feature = await createFeature({ title: 'قفل' });
        expectUnauthenticated(await t.gql(SORT, { id: feature.id, sort: 0 }));
        expect((await storedFeature(feature.id)).sort).toBe(feature.sort);
      });
    });

    describe('setFeaturePrimary', () => {
      it('marks a feature primary and back', async () => {
        const feature = await createFeature({ title: 'سئو' });
        const on = await admin(PRIMARY, { id: feature.id, isPrimary: true });
        expect(on.errors).toBeUndefined();
        expect(on.data.setFeaturePrimary).toMatchObject({ id: feature.id, isPrimary: true, title: 'سئو' });
        expect((await storedFeatures()).find((f) => f.id === feature.id)?.isPrimary).toBe(true);
        const off = await admin(PRIMARY, { id: feature.id, isPrimary: false });
        expect(off.data.setFeaturePrimary.isPrimary).toBe(false);
        expect((await storedFeature(feature.id)).isPrimary).toBe(false);
      });

      it('refuses a value that is not true or false and keeps the flag', async () => {
        const feature = await createFeature({ title: 'بولی' });
        const res = await admin(PRIMARY, { id: feature.id, isPrimary: 'yes' });
        expect(res.status).toBe(400);
        expect(firstError(res).code).toBe('BAD_USER_INPUT');
        expect(res.data ?? null).toBeNull();
        expect((await storedFeature(feature.id)).isPrimary).toBe(false);
      });

      it('answers NOT_FOUND for an unknown feature', async () => {
        const res = await admin(PRIMARY, { id: 999_999, isPrimary: true });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
      });

      it('answers 401 without a token and keeps the flag', async () => {
        const feature = await createFeature({ title: 'عادی' });
        expectUnauthenticated(await t.gql(PRIMARY, { id: feature.id, isPrimary: true }));
        expect((await storedFeature(feature.id)).isPrimary).toBe(false);
      });
    });

    describe('deleteFeature', () => {
      it('deletes a feature and removes it from every plan', async () => {
        const gone = await createFeature({ title: 'حذفی' });
        const kept = await createFeature({ title: 'ماندنی' });
        const planIds: number[] = [];
        for (const title of ['پلن یک', 'پلن دو']) {
          const plan = await admin('mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }', { input: { title } });
          planIds.push(plan.data.createPlan.id);
          await admin('mutation($id: Int!, $f: [Int!]!) { syncPlanFeatures(id: $id, featureIds: $f) { id } }', {
            id: plan.data.createPlan.id,
            f: [gone.id, kept.id],
          });
        }

        const res = await admin(DELETE, { id: gone.id });
        expect(res.errors).toBeUndefined();
        expect(res.data.deleteFeature).toEqual({ id: gone.id, title: 'حذفی' });
        expect((await storedFeatures()).map((f) => f.id)).not.toContain(gone.id);
        expect(firstError(await admin(FEATURE, { id: gone.id })).code).toBe('NOT_FOUND');
        const plans = (await t.gql('{ plans { id featureIds } }')).data.plans as { id: number; featureIds: number[] }[];
        for (const id of planIds) expect(plans.find((p) => p.id === id)?.featureIds).toEqual([kept.id]);
      });

      it('answers NOT_FOUND for an unknown feature', async () => {
        expect(firstError(await admin(DELETE, { id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
      });

      it('answers 401 without a token and deletes nothing', async () => {
        const feature = await createFeature({ title: 'محافظت‌شده' });
        expectUnauthenticated(await t.gql(DELETE, { id: feature.id }));
        expect(await storedFeature(feature.id)).toMatchObject({ title: 'محافظت‌شده' });
      });
    });
  });
});
