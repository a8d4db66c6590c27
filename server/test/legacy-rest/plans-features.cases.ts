import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectJson, expectValidation, legacy, PERSIAN, type LegacyClient } from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  type PlanRow = { id: number; title: string; features?: number[] };
  type FeatureRow = { id: number; title: string; sort: number; is_primary: 0 | 1 };

  describe('REST facade, plans and features (spec 7, plans/features)', () => {
    let t: TestApp;
    let admin: LegacyClient;

    async function plans(): Promise<PlanRow[]> {
      const res = await admin.get('/api/themes/plans');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function features(): Promise<FeatureRow[]> {
      const res = await admin.get('/api/themes/features');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function feature(id: number): Promise<FeatureRow> {
      return (await features()).find((f) => f.id === id)!;
    }
    async function planFeatures(id: number): Promise<number[]> {
      const res = await admin.get(`/api/themes/plans/${id}/get-features`);
      expect(res.status).toBe(200);
      return res.body.plan.features;
    }
    async function publicTable() {
      return (await legacy(t, null).get('/api/plans')).body as { plans: PlanRow[]; features: FeatureRow[] };
    }

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
    });
    afterAll(() => t.close());

    describe('GET /api/themes/plans', () => {
      it('lists the four plans with id and title', async () => {
        const res = await admin.get('/api/themes/plans');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.map((p: PlanRow) => p.id)).toEqual([1, 2, 3, 4]);
        for (const p of res.body) expect(p.title).toMatch(PERSIAN);
      });

      it('answers a caller without a token with 401 JSON and no plans', async () => {
        expectFailure(await legacy(t, null).get('/api/themes/plans'), 401);
      });
    });

    describe('POST /api/themes/plans/add', () => {
      it('creates a plan from its title and answers 201 with a new-plan message', async () => {
        const res = await admin.post('/api/themes/plans/add').send({ title: 'پلن ویژه' });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const list = await plans();
        expect(list).toHaveLength(5);
        expect(list[4].title).toBe('پلن ویژه');
        expect((await publicTable()).plans.map((p) => p.title)).toContain('پلن ویژه');
      });

      it('names a title the client did not send as required (عنوان الزامی است), not as too long, and creates no plan', async () => {
        const before = await plans();
        const res = await admin.post('/api/themes/plans/add').send({});
        expectValidation(res, 'title');
        expect({ message: res.body.message, first: res.body.errors.title[0] }).toEqual({
          message: 'عنوان الزامی است',
          first: 'عنوان الزامی است',
        });
        expect(await plans()).toEqual(before);
      });

      it('refuses an empty title with 422 under errors.title and creates no plan', async () => {
        const before = await plans();
        const res = await admin.post('/api/themes/plans/add').send({ title: '' });
        expectValidation(res, 'title', 'عنوان الزامی است');
        expect(await plans()).toEqual(before);
      });
    });

    describe('GET /api/themes/plans/edit/{id}', () => {
      it('answers the title of the plan', async () => {
        const res = await admin.get('/api/themes/plans/edit/2');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(expect.objectContaining({ id: 2, title: 'سایت فروشگاهی' }));
      });

      it('answers an unknown plan with 404 JSON', async () => {
        expectFailure(await admin.get('/api/themes/plans/edit/9999'), 404);
      });
    });

    describe('PUT /api/themes/plans/update/{id}', () => {
      it('renames the plan and answers 200 with the message پلن ویرایش شد', async () => {
        const res = await admin.put('/api/themes/plans/update/3').send({ title: 'فروشگاهی پلاس ویژه' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('پلن ویرایش شد');
        expect((await admin.get('/api/themes/plans/edit/3')).body.title).toBe('فروشگاهی پلاس ویژه');
      });

      it('refuses an empty title with 422 under errors.title and keeps the plan', async () => {
        const before = (await admin.get('/api/themes/plans/edit/3')).body;
        const res = await admin.put('/api/themes/plans/update/3').send({ title: '' });
        expectValidation(res, 'title');
        expect((await admin.get('/api/themes/plans/edit/3')).body).toEqual(before);
      });
    });

    describe('GET /api/themes/plans/{id}/get-features', () => {
      it('answers every feature (with is_primary) and plan.features, the ids the plan includes', async () => {
        const res = await admin.get('/api/themes/plans/1/get-features');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.features).toHaveLength(64);
        for (const f of res.body.features) {
          expect(f).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
          expect([0, 1]).toContain(f.is_primary);
        }
        const included: number[] = res.body.plan.features;
        expect(res.body.plan).toEqual(expect.objectContaining({ id: 1, title: expect.any(String) }));
        expect(included).toContain(2);
        expect(included).not.toContain(24);
        const table = await publicTable();
        expect([...included].sort((a, b) => a - b)).toEqual([...table.plans[0].features!].sort((a, b) => a - b));
      });

      it('answers an unknown plan with 404 JSON', async () => {
        expectFailure(await admin.get('/api/themes/plans/9999/get-features'), 404);
      });
    });

    describe('POST /api/themes/plans/{id}/sync-features (multipart features[])', () => {
      it('makes the plan include exactly the sent features and answers 200 with a message', async () => {
        const res = await admin
          .post('/api/themes/plans/2/sync-features')
          .field('features[]', '2')
          .field('features[]', '3')
          .field('features[]', '24');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        expect([...(await planFeatures(2))].sort((a, b) => a - b)).toEqual([2, 3, 24]);
        expect([...(await publicTable()).plans[1].features!].sort((a, b) => a - b)).toEqual([2, 3, 24]);
      });

      it('refuses an unknown feature id with 422 under errors.features and keeps the plan features', async () => {
        const before = await planFeatures(1);
        const res = await admin.post('/api/themes/plans/1/sync-features').field('features[]', '2').field('features[]', '9999');
        expectValidation(res, 'features');
        expect(await planFeatures(1)).toEqual(before);
      });
    });

    describe('GET /api/themes/features', () => {
      it('lists the 64 features in sort order with id, title, sort and is_primary', async () => {
        const res = await admin.get('/api/themes/features');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toHaveLength(64);
        for (const f of res.body as FeatureRow[]) {
          expect(f).toEqual(
            expect.objectContaining({ id: expect.any(Number), title: expect.stringMatching(PERSIAN), sort: expect.any(Number) }),
          );
          expect([0, 1]).toContain(f.is_primary);
        }
        const sorts = (res.body as FeatureRow[]).map((f) => f.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      });

      it('answers a caller without a token with 401 JSON and no features', async () => {
        expectFailure(await legacy(t, null).get('/api/themes/features'), 401);
      });
    });

    describe('POST /api/themes/features/add', () => {
      it('creates the feature at the end of the table and answers 201 with the message ویژگی جدید اضافه شد', async () => {
        const res = await admin.post('/api/themes/features/add').send({ title: 'پشتیبانی شبانه‌روزی' });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toBe('ویژگی جدید اضافه شد');
        const list = await features();
        expect(list).toHaveLength(65);
        expect(list[list.length - 1]).toMatchObject({ title: 'پشتیبانی شبانه‌روزی', is_primary: 0 });
      });

      it('refuses an empty title with 422 under errors.title and creates no feature', async () => {
        const before = await features();
        const res = await admin.post('/api/themes/features/add').send({ title: '' });
        expectValidation(res, 'title', 'عنوان الزامی است');
        expect(await features()).toEqual(before);
      });
    });

    describe('GET /api/themes/features/edit/{id}', () => {
      it('answers the title of the feature', async () => {
        const res = await admin.get('/api/themes/features/edit/5');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(expect.objectContaining({ id: 5, title: 'طراحی واکنش‌گرا و سازگار با موبایل و تبلت' }));
      });

      it('answers an unknown feature with 404 JSON', async () => {
        expectFailure(await admin.get('/api/themes/features/edit/9999'), 404);
      });
    });

    describe('PUT /api/themes/features/update/{id}', () => {
      it('renames the feature and answers 200 with the message ویژگی ویرایش شد', async () => {
        const res = await admin.put('/api/themes/features/update/5').send({ title: 'طراحی واکنش‌گرا' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('ویژگی ویرایش شد');
        expect((await admin.get('/api/themes/features/edit/5')).body.title).toBe('طراحی واکنش‌گرا');
        expect((await publicTable()).features.find((f) => f.id === 5)!.title).toBe('طراحی واکنش‌گرا');
      });

      it('refuses an empty title with 422 under errors.title and keeps the feature', async () => {
        const before = await feature(5);
        const res = await admin.put('/api/themes/features/update/5').send({ title: '' });
        expectValidation(res, 'title');
        expect(await feature(5)).toEqual(before);
      });
    });

    describe('POST /api/themes/features/make-primary', () => {
      it('sets and clears the static column from form strings 1 and 0, as the public table shows it', async () => {
        const on = await admin.post('/api/themes/features/make-primary').send({ id: '8', is_primary: '1' });
        expect(on.status).toBe(200);
        expectJson(on);
        expect(on.body.message).toMatch(PERSIAN);
        expect((await feature(8)).is_primary).toBe(1);
        expect((await publicTable()).features.find((f) => f.id === 8)!.is_primary).toBe(1);

        const off = await admin.post('/api/themes/features/make-primary').send({ id: '2', is_primary: '0' });
        expect(off.status).toBe(200);
        expect((await feature(2)).is_primary).toBe(0);
      });

      it('refuses a flag that is neither 0 nor 1 with 422 under errors.sort and keeps the feature', async () => {
        const before = await feature(3);
        const res = await admin.post('/api/themes/features/make-primary').send({ id: '3', is_primary: 'maybe' });
        expectValidation(res, 'sort');
        expect(Object.keys(res.body.errors)).toEqual(['sort']);
        expect(await feature(3)).toEqual(before);
      });
    });

    describe('POST /api/themes/features/sort', () => {
      it('stores the new position sent as form strings and answers 200 with a message', async () => {
        const res = await admin.post('/api/themes/features/sort').send({ id: '4', sort: '1000' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const list = await features();
        expect(list.find((f) => f.id === 4)!.sort).toBe(1000);
        expect(list[list.length - 1].id).toBe(4);
      });

      it('alerts an emptied sort box with a first errors.sort message about the missing number, not about its range', async () => {
        const before = await features();
        const res = await admin.post('/api/themes/features/sort').send({ id: '6', sort: '' });
        expectValidation(res, 'sort');
        expect(res.body.errors.sort[0]).toMatch(/^ترتیب نمایش (الزامی است|باید عدد صحیح باشد)$/);
        expect(await features()).toEqual(before);
      });

      it('refuses a position that is not a number with 422 under errors.sort and keeps the order', async () => {
        const before = await features();
        const res = await admin.post('/api/themes/features/sort').send({ id: '6', sort: 'abc' });
        expectValidation(res, 'sort');
        expect(Object.keys(res.body.errors)).toEqual(['sort']);
        expect(await features()).toEqual(before);
      });
    });
  });
});
