import { JwtService } from '@nestjs/jwt';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectJson, expectValidation, jwtPayload, legacy, PERSIAN, type LegacyClient } from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const INACTIVE_SAMPLE_DOMAINS = ['gol-yas.ir', 'eynak-bina.ir'];

  describe('REST facade, public calls (spec 7, Public)', () => {
    let t: TestApp;
    let visitor: LegacyClient;
    let admin: LegacyClient;

    beforeAll(async () => {
      t = await startTestApp();
      visitor = legacy(t, null);
      admin = legacy(t);
    });
    afterAll(() => t.close());

    async function allOrders() {
      const res = await admin.get('/api/orders/all?page=1');
      expect(res.status).toBe(200);
      return res.body.orders as { total: number; data: Record<string, unknown>[] };
    }

    describe('GET /api/plans', () => {
      it('lists the four plans, each with the ids of its features, and all 64 features with is_primary as 0 or 1', async () => {
        const res = await visitor.get('/api/plans');
        expect(res.status).toBe(200);
        expectJson(res);
        const { plans, features } = res.body;
        expect(plans.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
        for (const plan of plans) {
          expect(plan).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.stringMatching(PERSIAN) }));
          expect(plan.features.every((id: unknown) => Number.isInteger(id))).toBe(true);
        }
        const [nonStore, store, , custom] = plans;
        // Feature 2 is in every plan; 24 (online shop) only in the store plans; 22 only in the custom one; headings in none.
        expect(nonStore.features).toContain(2);
        expect(nonStore.features).not.toContain(24);
        expect(store.features).toContain(24);
        expect(custom.features).toContain(22);
        expect(store.features).not.toContain(22);
        for (const plan of plans) for (const heading of [1, 23, 42, 46, 51, 58]) expect(plan.features).not.toContain(heading);

        expect(features).toHaveLength(64);
        for (const feature of features) {
          expect(feature).toEqual(
            expect.objectContaining({ id: expect.any(Number), title: expect.stringMatching(PERSIAN), sort: expect.any(Number) }),
          );
          expect([0, 1]).toContain(feature.is_primary);
        }
        const byId = new Map(features.map((f: { id: number }) => [f.id, f]));
        expect(byId.get(2)).toMatchObject({ is_primary: 1 });
        expect(byId.get(5)).toMatchObject({ is_primary: 0 });
        expect(byId.get(1)).toMatchObject({ is_primary: 0 });
        // The table shows the features in their sort order.
        const sorts = features.map((f: { sort: number }) => f.sort);
        expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
      });

      it('is read only: a POST to /api/plans is an unknown path (404 JSON) and the table stays as it was', async () => {
        const before = (await visitor.get('/api/plans')).body;
        const res = await visitor.post('/api/plans').send({ title: 'پلن جعلی' });
        expectFailure(res, 404);
        expect((await visitor.get('/api/plans')).body).toEqual(before);
      });

      it('answers a visitor whose browser still sends an expired token (public calls ignore it)', async () => {
        const expired = await new JwtService({ secret: t.config.auth.jwtSecret }).signAsync(
          { sub: 1, user: { id: 1, roles: ['superadmin'] } },
          { expiresIn: -10 },
        );
        const res = await legacy(t, expired).get('/api/plans');
        expect(res.status).toBe(200);
        expect(res.body.plans).toHaveLength(4);
      });
    });

    describe('GET /api/work-samples (home carousel, no query)', () => {
      it('answers data with the first page of active work samples only, newest first, each with image_url and plan titles', async () => {
        const res = await visitor.get('/api/work-samples');
        expect(res.status).toBe(200);
        expectJson(res);
        const { data } = res.body;
        expect(Array.isArray(data)).toBe(true);
        expect(data.length).toBeGreaterThan(0);
        expect(res.body.current_page).toBe(1);
        // 12 of the 14 seeded samples are active; the two inactive ones are never counted.
        expect(res.body.total).toBe(12);
        for (const sample of data) {
          expect(sample).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              domain_name: expect.any(String),
              title: expect.stringMatching(PERSIAN),
              is_active: 1,
              image_url: expect.stringMatching(/^\/uploads\//),
            }),
          );
          expect(sample.plans.length).toBeGreaterThan(0);
          for (const plan of sample.plans) expect(plan.title).toMatch(PERSIAN);
          expect(INACTIVE_SAMPLE_DOMAINS).not.toContain(sample.domain_name);
        }
        const ids = data.map((s: { id: number }) => s.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        // The seeded picture is really served.
        expect((await t.http.get(data[0].image_url)).status).toBe(200);
      });

      it('refuses a negative page with 422 under errors.page, in Persian', async () => {
        const res = await visitor.get('/api/work-samples?page=-1');
        expectValidation(res, 'page');
      });
    });

    describe('GET /api/work-samples?page=N (work samples page)', () => {
      it('pages the 12 active samples with data, current_page, last_page, per_page and total, never showing an inactive one', async () => {
        const first = await visitor.get('/api/work-samples?page=1');
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ current_page: 1, total: 12 });
        const perPage = first.body.per_page;
        expect(perPage).toBeGreaterThan(0);
        expect(first.body.last_page).toBe(Math.ceil(12 / perPage));
        expect(first.body.data).toHaveLength(Math.min(12, perPage));

        const seen = new Set<number>();
        for (let page = 1; page <= first.body.last_page; page++) {
          const res = await visitor.get(`/api/work-samples?page=${page}`);
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ current_page: page, last_page: first.body.last_page, per_page: perPage, total: 12 });
          for (const sample of res.body.data) {
            expect(sample.is_active).toBe(1);
            expect(INACTIVE_SAMPLE_DOMAINS).not.toContain(sample.domain_name);
            seen.add(sample.id);
          }
        }
        expect(seen.size).toBe(12);
        const beyond = await visitor.get(`/api/work-samples?page=${first.body.last_page + 1}`);
        expect(beyond.status).toBe(200);
        expect(beyond.body.data).toEqual([]);
      });

      it('refuses a page that is not a number with 422 under errors.page', async () => {
        const res = await visitor.get('/api/work-samples?page=abc');
        expectValidation(res, 'page');
      });
    });

    describe('GET /api/themes (catalogue with filters)', () => {
      it('answers themes (with image_url, plan titles and categories), categories and plans; category and plan narrow the themes', async () => {
        const res = await visitor.get('/api/themes');
        expect(res.status).toBe(200);
        expectJson(res);
        const { themes, categories, plans } = res.body;
        expect(themes).toHaveLength(32);
        expect(categories).toHaveLength(8);
        expect(plans).toHaveLength(4);
        for (const theme of themes) {
          expect(theme).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              title: expect.stringMatching(PERSIAN),
              link: expect.stringMatching(/^\/themes\/\d+\/demo$/),
              image_url: expect.stringMatching(/^\/uploads\//),
            }),
          );
          expect(theme.plans.length).toBeGreaterThan(0);
          for (const plan of theme.plans)
            expect(plan).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
          expect(theme.categories.length).toBeGreaterThan(0);
        }
        expect(themes.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b)).toEqual(
          Array.from({ length: 32 }, (_, i) => i + 1),
        );
        for (const c of categories)
          expect(c).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.stringMatching(PERSIAN) }));
        for (const p of plans)
          expect(p).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.stringMatching(PERSIAN) }));

        const inCategory1 = themes.filter((t: { categories: { id: number }[] }) => t.categories.some((c) => c.id === 1));
        const inPlan1 = themes.filter((t: { plans: { id: number }[] }) => t.plans.some((p) => p.id === 1));
        expect(inCategory1.length).toBeGreaterThan(0);
        expect(inPlan1.length).toBeGreaterThan(0);

        const byCategory = await visitor.get('/api/themes?category=1');
        expect(byCategory.status).toBe(200);
        expect(byCategory.body.themes.map((t: { id: number }) => t.id).sort()).toEqual(inCategory1.map((t: { id: number }) => t.id).sort());
        expect(byCategory.body.categories).toHaveLength(8);
        expect(byCategory.body.plans).toHaveLength(4);

        const byPlan = await visitor.get('/api/themes?plan=1');
        expect(byPlan.body.themes.map((t: { id: number }) => t.id).sort()).toEqual(inPlan1.map((t: { id: number }) => t.id).sort());

        const both = await visitor.get('/api/themes?category=1&plan=2');
        const expected = inCategory1.filter((t: { plans: { id: number }[] }) => t.plans.some((p) => p.id === 2));
        expect(both.body.themes.map((t: { id: number }) => t.id).sort()).toEqual(expected.map((t: { id: number }) => t.id).sort());

        // An empty filter value, as the client sends after clearing a filter, means no filter.
        const cleared = await visitor.get('/api/themes?category=&plan=');
        expect(cleared.status).toBe(200);
        expect(cleared.body.themes).toHaveLength(32);
      });

      it('refuses a category that is not an id with 422 under errors.category', async () => {
        const res = await visitor.get('/api/themes?category=abc');
        expectValidation(res, 'category');
      });
    });

    describe('POST /api/orders/create', () => {
      it('stores the JSON request as PENDING and answers 201 with a Persian message', async () => {
        const before = await allOrders();
        const res = await visitor.post('/api/orders/create').send({
          full_name: 'مریم احمدی',
          phone_number: '09121234567',
          description: 'یک سایت برای آموزشگاه زبان می‌خواهم',
        });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const after = await allOrders();
        expect(after.total).toBe(before.total + 1);
        expect(after.data[0]).toMatchObject({
          full_name: 'مریم احمدی',
          phone_number: '09121234567',
          description: 'یک سایت برای آموزشگاه زبان می‌خواهم',
          status: 'PENDING',
          user: null,
        });
      });

      it('refuses an invalid phone number with 422 under errors.phone_number and stores nothing', async () => {
        const before = await allOrders();
        const res = await visitor.post('/api/orders/create').send({ full_name: 'علی', phone_number: '12345', description: '' });
        expectValidation(res, 'phone_number');
        expect((await allOrders()).total).toBe(before.total);
      });
    });

    describe('POST /api/admin/login', () => {
      it('answers an access_token whose payload holds the user with name and roles, and the token opens admin calls', async () => {
        const res = await visitor.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.access_token).toEqual(expect.any(String));
        const payload = jwtPayload(res.body.access_token);
        expect(payload.user).toEqual(expect.objectContaining({ name: expect.any(String), roles: ['superadmin'] }));
        const list = await legacy(t, res.body.access_token).get('/api/user/view-all');
        expect(list.status).toBe(200);
      });

      it('refuses a wrong password with 401 JSON carrying no token', async () => {
        const res = await visitor.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: 'not-the-password' });
        expectFailure(res, 401);
        expect(res.body.access_token).toBeUndefined();
      });
    });

    describe('conventions every legacy call relies on', () => {
      it('answers a malformed JSON body with 400 JSON and stores nothing', async () => {
        const before = await allOrders();
        const res = await visitor
          .post('/api/orders/create')
          .set('Content-Type', 'application/json')
          .send('{"full_name": "علی", "phone_number": ');
        expectFailure(res, 400);
        expect((await allOrders()).total).toBe(before.total);
      });

      it('answers an unknown /api path with 404 JSON, never an HTML page, with or without a token', async () => {
        for (const client of [visitor, admin]) {
          const get = await client.get('/api/no-such-thing').set('Accept', 'text/html');
          expectFailure(get, 404);
          const post = await client.post('/api/themes/no-such-thing').send({ title: 'x' });
          expectFailure(post, 404);
        }
      });
    });
  });
});
