import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectJson, expectValidation, legacy, PERSIAN, type LegacyClient } from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  type CustomerRow = {
    id: number;
    name: string;
    family: string;
    email: string;
    phone: string;
    description: string | null;
    created_at: string;
    customer_planes: { id: number; domain_name: string; is_active: 0 | 1 }[];
    active_customer_planes_count: number;
    inactive_customer_planes_count: number;
  };
  type CustomerPlanRow = {
    id: number;
    plan_id: number;
    theme_id: number | null;
    domain_name: string;
    order_date: string | null;
    expire_date: string | null;
    description: string | null;
    paid: number | null;
    is_active: 0 | 1;
    customer_id: number;
    plan: { id: number; title: string };
    theme: { id: number } | null;
    customer: { name: string; family: string; phone: string };
  };

  /** 16 customers, one more than a page: customer 1 is the oldest, 16 the newest. */
  const SEEDED = Array.from({ length: 16 }, (_, i) => ({
    name: `مشتری${i + 1}`,
    family: 'آزمایشی',
    email: `customer${i + 1}@example.com`,
    phone: `0912000${String(i + 1).padStart(4, '0')}`,
    description: `یادداشت کارشناس ${i + 1}`,
  }));

  describe('REST facade, customers and their plans (spec 7, Customers)', () => {
    let t: TestApp;
    let admin: LegacyClient;
    /** Customer ids by SEEDED index. */
    const ids: number[] = [];
    let activePlanId: number;

    async function page(
      query = '',
    ): Promise<{ data: CustomerRow[]; current_page: number; last_page: number; per_page: number; total: number }> {
      const res = await admin.get(`/api/customers/all${query}`);
      expect(res.status).toBe(200);
      return res.body;
    }
    async function editForm(id: number) {
      const res = await admin.get(`/api/customers/edit/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    }
    async function userPlans(customerId: number): Promise<CustomerPlanRow[]> {
      const res = await admin.get(`/api/customers/${customerId}/get-user-plans`);
      expect(res.status).toBe(200);
      return res.body;
    }
    async function planEditForm(planId: number) {
      const res = await admin.get(`/api/customers/${planId}/view-plans/edit`);
      expect(res.status).toBe(200);
      return res.body;
    }
    function savePlan(values: Record<string, unknown>) {
      return admin.post('/api/customers/save-plans-for-customer').send(values);
    }

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
      for (const customer of SEEDED) {
        const res = await admin.post('/api/customers/add').send(customer);
        expect(res.status).toBe(201);
      }
      const all = [...(await page('?page=1')).data, ...(await page('?page=2')).data];
      for (const customer of SEEDED) ids.push(all.find((c) => c.email === customer.email)!.id);
      // Customer 1 has an active plan and an inactive one; customer 2 only an inactive one.
      for (const [customer, domain, active] of [
        [ids[0], 'first-active.ir', '1'],
        [ids[0], 'first-inactive.ir', '0'],
        [ids[1], 'second-inactive.ir', '0'],
      ] as const) {
        const res = await savePlan({ customer_id: String(customer), plan_id: '1', theme_id: '', domain_name: domain, is_active: active });
        expect(res.status).toBe(201);
      }
      activePlanId = (await userPlans(ids[0])).find((p) => p.domain_name === 'first-active.ir')!.id;
    });
    afterAll(() => t.close());

    describe('GET /api/customers/all', () => {
      it('pages customers newest first with data, current_page, last_page, per_page and total, each with customer_planes and counts', async () => {
        const res = await admin.get('/api/customers/all');
        expect(res.status).toBe(200);
        expectJson(res);
        const first: Awaited<ReturnType<typeof page>> = res.body;
        expect(first).toMatchObject({ current_page: 1, total: 16 });
        expect(first.per_page).toBeGreaterThan(0);
        expect(first.per_page).toBeLessThan(16);
        expect(first.last_page).toBe(Math.ceil(16 / first.per_page));
        expect(first.data).toHaveLength(first.per_page);
        expect(first.data[0]).toMatchObject({ ...SEEDED[15], id: ids[15] });
        expect(first.data[0].created_at).toEqual(expect.any(String));

        const last = await page(`?page=${first.last_page}`);
        expect(last.current_page).toBe(first.last_page);
        expect(last.data[last.data.length - 1].id).toBe(ids[0]);
        const firstCustomer = last.data[last.data.length - 1];
        expect(firstCustomer.active_customer_planes_count).toBe(1);
        expect(firstCustomer.inactive_customer_planes_count).toBe(1);
        expect(firstCustomer.customer_planes).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ id: expect.any(Number), domain_name: 'first-active.ir', is_active: 1 }),
            expect.objectContaining({ id: expect.any(Number), domain_name: 'first-inactive.ir', is_active: 0 }),
          ]),
        );

        // sort_by: ascending puts the oldest first.
        const ascending = await page('?sort_by=asc&page=1');
        expect(ascending.data[0].id).toBe(ids[0]);
        expect((await page('?sort_by=desc&page=1')).data[0].id).toBe(ids[15]);

        // target searches name, family, phone and e-mail.
        const found = await page(`?target=${encodeURIComponent('مشتری7')}&status=&page=1`);
        expect(found.data.map((c) => c.id)).toEqual([ids[6]]);
        expect((await page(`?target=${SEEDED[11].phone}`)).data.map((c) => c.id)).toEqual([ids[11]]);

        // status: 1 has an active plan, 0 has none, empty is everybody.
        const active = await page('?status=1');
        expect(active.data.map((c) => c.id)).toEqual([ids[0]]);
        expect(active.total).toBe(1);
        const inactive = await page('?status=0');
        expect(inactive.total).toBe(15);
        expect(inactive.data.map((c) => c.id)).not.toContain(ids[0]);
        expect(inactive.data.map((c) => c.id)).toContain(ids[1]);
        expect((await page('?status=&target=')).total).toBe(16);
      });

      it('answers a caller without a token with 401 JSON and no customers', async () => {
        const res = await legacy(t, null).get('/api/customers/all');
        expectFailure(res, 401);
        expect(JSON.stringify(res.body)).not.toContain('customer1@example.com');
      });
    });

    describe('POST /api/customers/add', () => {
      it('creates the customer from JSON and answers 201 with the message مشتری افزوده شد', async () => {
        const res = await admin.post('/api/customers/add').send({
          name: 'پرویز',
          family: 'شاهدی',
          email: 'parviz@example.com',
          phone: '02188776655',
          description: 'مشتری از طریق تماس تلفنی',
        });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toBe('مشتری افزوده شد');
        const found = await page('?target=parviz@example.com');
        expect(found.data).toHaveLength(1);
        expect(found.data[0]).toMatchObject({
          name: 'پرویز',
          family: 'شاهدی',
          phone: '02188776655',
          description: 'مشتری از طریق تماس تلفنی',
          customer_planes: [],
          active_customer_planes_count: 0,
          inactive_customer_planes_count: 0,
        });
      });

      it('refuses an invalid e-mail with 422 under errors.email and creates no customer', async () => {
        const before = (await page()).total;
        const res = await admin
          .post('/api/customers/add')
          .send({ name: 'بی', family: 'ایمیل', email: 'no-at-sign', phone: '09121119999', description: '' });
        expectValidation(res, 'email', 'ایمیل معتبر نیست');
        expect((await page()).total).toBe(before);
      });
    });

    describe('GET /api/customers/edit/{id}', () => {
      it('answers name, family, email, phone and description for the edit form', async () => {
        const res = await admin.get(`/api/customers/edit/${ids[2]}`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(expect.objectContaining(SEEDED[2]));
      });

      it('answers an unknown customer with 404 JSON', async () => {
        expectFailure(await admin.get('/api/customers/edit/99999'), 404);
      });
    });

    describe('PUT /api/customers/update/{id}', () => {
      it('updates the customer from JSON carrying _method and answers 200 with the message مشتری ویرایش شد', async () => {
        const values = { name: 'نسرین', family: 'کاظمی', email: 'nasrin@example.com', phone: '09351234567', description: 'یادداشت نو' };
        const res = await admin.put(`/api/customers/update/${ids[3]}`).send({ ...values, _method: 'PUT' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('مشتری ویرایش شد');
        expect(await editForm(ids[3])).toEqual(expect.objectContaining(values));
      });

      it('also accepts the update as POST with _method=PUT', async () => {
        const values = { ...SEEDED[4], family: 'آزمایشی‌دوم' };
        const res = await admin.post(`/api/customers/update/${ids[4]}`).send({ ...values, _method: 'PUT' });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('مشتری ویرایش شد');
        expect(await editForm(ids[4])).toEqual(expect.objectContaining(values));
      });

      it('refuses an invalid phone with 422 under errors.phone and leaves the customer unchanged', async () => {
        const before = await editForm(ids[5]);
        const res = await admin
          .put(`/api/customers/update/${ids[5]}`)
          .send({ ...SEEDED[5], name: 'نباید ذخیره شود', phone: 'abc', _method: 'PUT' });
        expectValidation(res, 'phone');
        expect(await editForm(ids[5])).toEqual(before);
      });
    });

    describe('GET /api/customers/{id}/create-plans-for-customer', () => {
      it('answers plans (by title), themes (by id) and the customer name, family and phone', async () => {
        const res = await admin.get(`/api/customers/${ids[6]}/create-plans-for-customer`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.plans.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
        for (const p of res.body.plans) expect(p.title).toMatch(PERSIAN);
        expect(res.body.themes.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b)).toEqual(
          Array.from({ length: 32 }, (_, i) => i + 1),
        );
        expect(res.body.customer).toEqual(
          expect.objectContaining({ name: SEEDED[6].name, family: SEEDED[6].family, phone: SEEDED[6].phone }),
        );
      });

      it('answers an unknown customer with 404 JSON', async () => {
        expectFailure(await admin.get('/api/customers/99999/create-plans-for-customer'), 404);
      });
    });

    describe('POST /api/customers/save-plans-for-customer', () => {
      it('stores the plan from the JSON form values and answers 201 with the message طرح با موفقیت ایجاد شد', async () => {
        const res = await savePlan({
          plan_id: '2',
          theme_id: '7',
          order_date: '2024-03-20',
          expire_date: '2025-03-20',
          description: 'cpanel: user1 / pass1',
          paid: '9900000',
          domain_name: 'test.ir',
          customer_id: String(ids[7]),
          is_active: '1',
        });
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toBe('طرح با موفقیت ایجاد شد');
        const plans = await userPlans(ids[7]);
        expect(plans).toHaveLength(1);
        expect(plans[0]).toMatchObject({
          plan_id: 2,
          theme_id: 7,
          domain_name: 'test.ir',
          order_date: '2024-03-20',
          expire_date: '2025-03-20',
          // A list call masks the access details (issue 34); the edit call reveals them to an admin.
          description: ACCESS_DETAILS_MASK,
          paid: 9900000,
          is_active: 1,
        });
        const listed = (await page(`?target=${SEEDED[7].email}`)).data[0];
        expect(listed.active_customer_planes_count).toBe(1);
      });

      it('refuses an expiry date before the order date with 422 under errors.expire_date and stores no plan', async () => {
        const res = await savePlan({
          plan_id: '1',
          theme_id: '3',
          order_date: '2024-05-01',
          expire_date: '2024-04-01',
          description: '',
          paid: '1000',
          domain_name: 'late.ir',
          customer_id: String(ids[8]),
          is_active: '0',
        });
        expectValidation(res, 'expire_date');
        expect(await userPlans(ids[8])).toEqual([]);
      });
    });

    describe('GET /api/customers/{id}/get-user-plans', () => {
      it('answers the array of the customer plans, each with plan, theme and customer', async () => {
        await savePlan({
          plan_id: '3',
          theme_id: '12',
          order_date: '2024-01-10',
          expire_date: '2025-01-10',
          description: 'دسترسی پنل',
          paid: '15400000',
          domain_name: 'https://shop-nine.ir',
          customer_id: String(ids[9]),
          is_active: '0',
        });
        const res = await admin.get(`/api/customers/${ids[9]}/get-user-plans`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body).toHaveLength(1);
        const [plan] = res.body as CustomerPlanRow[];
        expect(plan).toEqual(
          expect.objectContaining({
            id: expect.any(Number),
            plan_id: 3,
            theme_id: 12,
            domain_name: 'https://shop-nine.ir',
            order_date: '2024-01-10',
            expire_date: '2025-01-10',
            description: ACCESS_DETAILS_MASK,
            paid: 15400000,
            is_active: 0,
          }),
        );
        expect(plan.plan).toEqual(expect.objectContaining({ title: expect.stringMatching(PERSIAN) }));
        expect(plan.theme).toEqual(expect.objectContaining({ id: 12 }));
        expect(plan.customer).toEqual(expect.objectContaining({ name: SEEDED[9].name, family: SEEDED[9].family, phone: SEEDED[9].phone }));
      });

      it('answers an unknown customer with 404 JSON', async () => {
        expectFailure(await admin.get('/api/customers/99999/get-user-plans'), 404);
      });
    });

    describe('POST /api/customers/remove-plan/{id}', () => {
      it('removes that plan only and answers 200 with the message پلن حذف شد', async () => {
        const before = await userPlans(ids[0]);
        const inactive = before.find((p) => p.domain_name === 'first-inactive.ir')!;
        const res = await admin.post(`/api/customers/remove-plan/${inactive.id}`).send({ id: inactive.id });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('پلن حذف شد');
        expect((await userPlans(ids[0])).map((p) => p.id)).toEqual(before.filter((p) => p.id !== inactive.id).map((p) => p.id));
      });

      it('answers an unknown plan with 404 JSON and removes nothing', async () => {
        const before = await userPlans(ids[1]);
        const res = await admin.post('/api/customers/remove-plan/99999').send({ id: 99999 });
        expectFailure(res, 404);
        expect(await userPlans(ids[1])).toEqual(before);
      });
    });

    describe('GET /api/customers/{id}/view-plans/edit (id of the customer plan)', () => {
      it('answers plans, themes and customerPlan with its customer and plan fields', async () => {
        const res = await admin.get(`/api/customers/${activePlanId}/view-plans/edit`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.plans.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
        expect(res.body.themes).toHaveLength(32);
        expect(res.body.customerPlan).toEqual(
          expect.objectContaining({
            id: activePlanId,
            plan_id: 1,
            domain_name: 'first-active.ir',
            is_active: 1,
            customer_id: ids[0],
            customer: expect.objectContaining({ name: SEEDED[0].name, family: SEEDED[0].family, phone: SEEDED[0].phone }),
            plan: expect.objectContaining({ id: 1, title: expect.stringMatching(PERSIAN) }),
          }),
        );
      });

      it('answers an unknown customer plan with 404 JSON', async () => {
        expectFailure(await admin.get('/api/customers/99999/view-plans/edit'), 404);
      });
    });

    describe('POST /api/customers/{id}/view-plans/update', () => {
      it('updates the plan from JSON without customer_id and answers 200 with the message طرح با موفقیت بروزرسانی شد', async () => {
        const res = await admin.post(`/api/customers/${activePlanId}/view-plans/update`).send({
          plan_id: '4',
          theme_id: '20',
          order_date: '2024-06-01',
          expire_date: '2025-06-01',
          description: 'host: 1.2.3.4\nuser: admin',
          paid: '30000000',
          domain_name: 'first-renamed.ir',
          is_active: '0',
        });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toBe('طرح با موفقیت بروزرسانی شد');
        const { customerPlan } = await planEditForm(activePlanId);
        expect(customerPlan).toMatchObject({
          plan_id: 4,
          theme_id: 20,
          order_date: '2024-06-01',
          expire_date: '2025-06-01',
          description: 'host: 1.2.3.4\nuser: admin',
          paid: 30000000,
          domain_name: 'first-renamed.ir',
          is_active: 0,
          customer_id: ids[0],
        });
        // The customer lost its only active plan.
        expect((await page('?status=1')).data.map((c) => c.id)).not.toContain(ids[0]);
      });

      it('refuses an invalid domain with 422 under errors.domain_name and leaves the plan unchanged', async () => {
        const before = await planEditForm(activePlanId);
        const res = await admin.post(`/api/customers/${activePlanId}/view-plans/update`).send({
          plan_id: '1',
          theme_id: '1',
          order_date: '2024-06-01',
          expire_date: '2025-06-01',
          description: 'نباید ذخیره شود',
          paid: '1',
          domain_name: 'not a domain',
          is_active: '1',
        });
        expectValidation(res, 'domain_name');
        expect(await planEditForm(activePlanId)).toEqual(before);
      });

      it('answers 422 naming plan_id and domain_name for an empty body or one without plan_id, like the other updates', async () => {
        const before = await planEditForm(activePlanId);
        const empty = await admin.post(`/api/customers/${activePlanId}/view-plans/update`).send({});
        expectValidation(empty, 'plan_id');
        expect(Object.keys(empty.body.errors).sort()).toEqual(['domain_name', 'plan_id']);
        const withoutPlan = await admin.post(`/api/customers/${activePlanId}/view-plans/update`).send({ domain_name: 'no-plan.ir' });
        expectValidation(withoutPlan, 'plan_id');
        expect(await planEditForm(activePlanId)).toEqual(before);
      });
    });
  });
});
