import { DataSource } from 'typeorm';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';
import { expectFailure, expectJson, expectValidation, legacy, type LegacyClient } from './legacy-client.js';

describeEngines(() => {
  type Row = { id: number; status: string; full_name: string; updated_at: string; version: number };
  type SyncBody = { data: Row[]; per_page: number; next: string; has_more: boolean };

  describe('REST facade, single reads, per_page, incremental sync and error codes (docs/INTEGRATORS.md, "Reading records and incremental sync", "Errors")', () => {
    const EPOCH = '1970-01-01T00:00:00Z';
    let t: TestApp;
    let admin: LegacyClient;
    let ordersToken: string;
    let customersToken: string;
    let phone = 0;

    const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
    const tokenWith = async (scopes: string[]) => {
      const res = await t.gql(CREATE_TOKEN, { input: { name: `همگام‌سازی ${scopes.join(' ')}`, scopes } }, t.superToken);
      expect(res.errors).toBeUndefined();
      return res.data.createApiToken.secret as string;
    };
    const placeOrder = async (fullName: string) => {
      const res = await legacy(t, null)
        .post('/api/orders/create')
        .send({ full_name: fullName, phone_number: `0913${String(1000000 + phone++)}`, description: 'سایت فروشگاهی' });
      expect(res.status).toBe(201);
    };
    const changeStatus = async (id: number, status: OrderStatus) => {
      const res = await admin.post(`/api/orders/${id}/change-status`).send({ status });
      expect(`${id} ${res.status} ${JSON.stringify(res.body)}`).toMatch(/^\d+ 200/);
    };
    /**
     * A change whose `updated_at` is older than changes committed before it: a writer that stamped its
     * row, then took an hour to commit. A sync over `updated_at` would step over it.
     */
    const backdatedChange = (id: number, status: OrderStatus) =>
      t.app.get(DomainEvents).write((unit) =>
        unit.change('order.status-changed', Order, id, async () => {
          await unit.manager
            .createQueryBuilder()
            .update(Order)
            .set({ status, updatedAt: new Date(Date.now() - 3_600_000) })
            .where('id = :id', { id })
            .execute();
          return { id };
        }),
      );

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '100000', API_TOKEN_RATE_LIMIT: '100000' } });
      admin = legacy(t);
      ordersToken = await tokenWith(['orders:read']);
      customersToken = await tokenWith(['customers:read']);
      // 1,000 requests loaded in bulk, as an import would: no write event touched them.
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        fullName: `متقاضی انبوه ${i + 1}`,
        phoneNumber: `0914${String(1000000 + i)}`,
        description: null,
        reference: String(5000000000 + i),
        status: OrderStatus.PENDING,
      }));
      const orders = t.app.get(DataSource).getRepository(Order);
      for (let i = 0; i < rows.length; i += 250) await orders.insert(rows.slice(i, i + 250));
    });
    afterAll(() => t.close());

    it('sees every request in its latest state once, 50 created and 50 changed (some committing out of timestamp order) during the sync; repeats only those changed after being read', async () => {
      const ids = (
        await t.app
          .get(DataSource)
          .getRepository(Order)
          .find({ select: { id: true }, order: { id: 'ASC' } })
      ).map((o) => o.id);
      const latest = new Map<number, Row>();
      const readAt = new Map<number, number>();
      const changedAfterRead = new Set<number>();
      let repeats = 0;
      let pages = 0;
      let created = 0;
      let changed = 0;
      let query = `?updated_since=${EPOCH}&per_page=25`;
      for (;;) {
        const res = await legacy(t, ordersToken).get(`/api/orders/all${query}`);
        expect(res.status).toBe(200);
        const page = (res.body as { orders: SyncBody }).orders;
        expect(page.per_page).toBe(25);
        for (const row of page.data) {
          if (latest.has(row.id)) {
            repeats++;
            // Returned again only in a state it took after it was read.
            expect({ id: row.id, changedAfterRead: changedAfterRead.has(row.id) }).toEqual({ id: row.id, changedAfterRead: true });
          }
          latest.set(row.id, row);
          readAt.set(row.id, pages);
        }
        pages++;
        // Meanwhile: two new requests and two changes a page, until 50 of each. One change of a
        // request already read, one of a request not read yet; every third by a backdated writer.
        if (created < 50) {
          await placeOrder(`متقاضی همزمان ${created + 1}`);
          await placeOrder(`متقاضی همزمان ${created + 2}`);
          created += 2;
        }
        if (changed < 50) {
          const seen = ids.filter((id) => readAt.has(id) && !changedAfterRead.has(id));
          const unseen = ids.filter((id) => !readAt.has(id));
          for (const id of [seen[(changed * 7) % seen.length], unseen[unseen.length - 1 - changed]]) {
            if (readAt.has(id)) changedAfterRead.add(id);
            if (changed % 3 === 0) await backdatedChange(id, OrderStatus.REJECTED);
            else await changeStatus(id, OrderStatus.PROCESSING);
            changed++;
          }
        }
        if (!page.has_more && created >= 50 && changed >= 50) break;
        query = `?after=${page.next}&per_page=25`;
        expect(pages).toBeLessThan(200);
      }

      const truth = await t.app.get(DataSource).getRepository(Order).find();
      expect(truth).toHaveLength(1050);
      const stale = truth.filter(
        (order) => latest.get(order.id)?.status !== order.status || latest.get(order.id)?.version !== order.version,
      );
      expect(stale.map((order) => order.id)).toEqual([]);
      expect(repeats).toBeLessThanOrEqual(changedAfterRead.size);
      expect(changedAfterRead.size).toBeGreaterThan(0);
      console.log(
        `incremental sync: ${truth.length} requests in ${pages} pages of 25, ${created} created and ${changed} changed during it ` +
          `(${Math.ceil(changed / 3)} committed out of timestamp order): 0 skipped, ${repeats} repeats, all of records changed after being read`,
      );

      // Caught up: nothing new, and the cursor stays good for the next run.
      const last = await legacy(t, ordersToken).get(`/api/orders/all${query}`);
      expect(last.status).toBe(200);
      const next = (last.body as { orders: SyncBody }).orders;
      expect(next.has_more).toBe(false);
      const again = await legacy(t, ordersToken).get(`/api/orders/all?after=${next.next}`);
      expect((again.body as { orders: SyncBody }).orders.data).toEqual([]);
    });

    it('keeps the §7 list as it was without the new parameters, and takes per_page from 1 to 100', async () => {
      const legacyList = await admin.get('/api/orders/all?page=2&foo=bar');
      expect(legacyList.status).toBe(200);
      expect(legacyList.body.orders).toMatchObject({ current_page: 2, per_page: 15 });
      expect(legacyList.body.orders.data[0]).not.toHaveProperty('updated_at');

      const five = await admin.get('/api/orders/all?per_page=5&page=3&status=ALL');
      expect(five.status).toBe(200);
      expect(five.body.orders).toMatchObject({ current_page: 3, per_page: 5, last_page: Math.ceil(five.body.orders.total / 5) });
      expect(five.body.orders.data).toHaveLength(5);
      const customers = await admin.get('/api/customers/all?per_page=100');
      expect(customers.status).toBe(200);
      expect(customers.body.per_page).toBe(100);

      for (const value of ['0', '101', 'abc', '-1', '2.5'])
        expectValidation(await admin.get(`/api/orders/all?per_page=${value}`), 'per_page');
      expectValidation(await admin.get('/api/customers/all?per_page=101'), 'per_page');
      // With the new parameters, a misspelt one is named, never ignored.
      expectValidation(await admin.get('/api/orders/all?per_page=10&pgae=2'), 'pgae');
      expectValidation(await admin.get(`/api/orders/all?updated_since=${EPOCH}&status=PENDING`), 'status');
      expectValidation(await admin.get('/api/orders/all?updated_since=yesterday'), 'updated_since');
      expectValidation(await admin.get('/api/orders/all?after=abc'), 'after');
      expectValidation(await admin.get(`/api/customer-plans?updatedSince=${EPOCH}`), 'updatedSince');

      // A cursor never handed out: 410 with a code, to sync afresh.
      const gone = await admin.get('/api/orders/all?after=999999999.0');
      expect(gone.status).toBe(410);
      expectJson(gone);
      expect(gone.body).toMatchObject({ code: 'SYNC_CURSOR_EXPIRED', error: expect.any(String) });
    });

    it('reads one request, customer and customer plan by id, within the token scopes, access details masked', async () => {
      const [order] = (await admin.get('/api/orders/all?per_page=1')).body.orders.data as Row[];
      const one = await legacy(t, ordersToken).get(`/api/orders/${order.id}`);
      expect(one.status).toBe(200);
      expectJson(one);
      expect(one.body).toMatchObject({
        id: order.id,
        full_name: order.full_name,
        version: expect.any(Number),
        updated_at: expect.any(String),
      });
      expect(one.headers['cache-control']).toMatch(/no-store/);
      expectFailure(await legacy(t, ordersToken).get('/api/orders/99999999'), 404);
      expectValidation(await legacy(t, ordersToken).get(`/api/orders/${order.id}?fields=id`), 'fields');
      expect((await legacy(t, customersToken).get(`/api/orders/${order.id}`)).status).toBe(403);
      expect((await legacy(t, null).get(`/api/orders/${order.id}`)).status).toBe(401);
      // The §7 literal routes keep theirs.
      expect((await admin.get('/api/orders/all')).body.orders.current_page).toBe(1);

      const customer = await admin
        .post('/api/customers/add')
        .send({ name: 'سارا', family: 'رضایی', email: 'sara@example.com', phone: '09121234567' });
      expect(customer.status).toBe(201);
      const customerId = customer.body.customer.id as number;
      const plan = await t.gql<any>('query { plans { id } }', {}, t.superToken);
      const saved = await admin.post('/api/customers/save-plans-for-customer').send({
        customer_id: customerId,
        plan_id: plan.data.plans[0]?.id ?? (await createPlan()),
        domain_name: 'sara-shop.ir',
        description: 'user: sara / pass: secret-123',
        is_active: 1,
      });
      expect(saved.status).toBe(201);
      const planId = saved.body.customer_plan.id as number;

      const readCustomer = await legacy(t, customersToken).get(`/api/customers/${customerId}`);
      expect(readCustomer.status).toBe(200);
      expect(readCustomer.body).toMatchObject({
        id: customerId,
        name: 'سارا',
        customer_planes: [{ id: planId, domain_name: 'sara-shop.ir' }],
      });
      expect((await admin.get('/api/customers/all')).status).toBe(200);
      expect((await admin.get(`/api/customers/edit/${customerId}`)).body.name).toBe('سارا');
      expect((await legacy(t, ordersToken).get(`/api/customers/${customerId}`)).status).toBe(403);

      for (const caller of [customersToken, t.superToken]) {
        const readPlan = await legacy(t, caller).get(`/api/customer-plans/${planId}`);
        expect(readPlan.status).toBe(200);
        expect(readPlan.body).toMatchObject({ id: planId, customer_id: customerId, domain_name: 'sara-shop.ir', description: '••••' });
        expect(JSON.stringify(readPlan.body)).not.toContain('secret-123');
      }
      expect((await legacy(t, ordersToken).get(`/api/customer-plans/${planId}`)).status).toBe(403);

      // Customers and their plans sync the same way.
      const customersSync = await legacy(t, customersToken).get(`/api/customers/all?updated_since=${EPOCH}`);
      expect(customersSync.status).toBe(200);
      expect(customersSync.body.data.map((c: Row) => c.id)).toContain(customerId);
      const plansSync = await legacy(t, customersToken).get('/api/customer-plans');
      expect(plansSync.status).toBe(200);
      expect(plansSync.body).toMatchObject({ has_more: false, data: [{ id: planId, description: '••••' }] });
      await admin
        .post(`/api/customers/${planId}/view-plans/update`)
        .send({ plan_id: saved.body.customer_plan.plan_id, domain_name: 'sara-shop.com' });
      const plansNext = await legacy(t, customersToken).get(`/api/customer-plans?after=${plansSync.body.next}`);
      expect(plansNext.body.data).toMatchObject([{ id: planId, domain_name: 'sara-shop.com' }]);
    });

    it('gives every REST error a stable code beside its fields, problem details when asked, a 401 a Bearer challenge', async () => {
      // 401: the challenge and the code, the §8 shape kept.
      for (const token of [null, 'not-a-token']) {
        const res = await legacy(t, token).get('/api/orders/1');
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', error: expect.any(String), message: expect.any(String) });
      }
      // 404 of an unknown path and of an unknown record; 422 keeps {message, errors} and adds the code.
      expect((await admin.get('/api/no-such-call')).body).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
      expect((await admin.get('/api/customers/99999999')).body).toMatchObject({ code: 'NOT_FOUND' });
      const invalid = await admin.post('/api/customers/add').send({ name: '' });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object), code: 'VALIDATION_FAILED' });
      // 409: the conflict's details stay where they were.
      const customer = await admin
        .post('/api/customers/add')
        .send({ name: 'نیما', family: 'کاظمی', phone: '09127654321', email: 'nima@example.com' });
      const id = customer.body.customer.id as number;
      const form = { name: 'نیما', family: 'کاظمی', phone: '09127654321', email: 'nima@example.com' };
      expect((await admin.put(`/api/customers/update/${id}`).send({ ...form, family: 'کاظمی‌نژاد', version: 1 })).status).toBe(200);
      const stale = await admin.put(`/api/customers/update/${id}`).send({ ...form, family: 'کاظم‌زاده', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'CONFLICT', error: expect.any(String), conflict: expect.any(Object) });
      // A code the call names itself (the sync cursor's 410) is kept.
      expect((await admin.get('/api/orders/all?after=999999999.0')).body.code).toBe('SYNC_CURSOR_EXPIRED');

      // RFC 9457 problem details with the same code, for whoever asks.
      const problem = await legacy(t, null).get('/api/orders/1').set('Accept', 'application/problem+json');
      expect(problem.status).toBe(401);
      expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problem.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(JSON.parse(problem.text)).toMatchObject({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        detail: expect.any(String),
        instance: '/api/orders/1',
        code: 'UNAUTHENTICATED',
      });
      const invalidProblem = await admin.get('/api/orders/all?per_page=0').set('Accept', 'application/problem+json, application/json');
      expect(invalidProblem.status).toBe(422);
      expect(JSON.parse(invalidProblem.text)).toMatchObject({
        status: 422,
        code: 'VALIDATION_FAILED',
        errors: { per_page: expect.any(Array) },
      });
    });

    async function createPlan(): Promise<number> {
      const res = await t.gql<any>('mutation { createPlan(input: { title: "فروشگاهی" }) { id } }', {}, t.superToken);
      expect(res.errors).toBeUndefined();
      return res.data.createPlan.id as number;
    }
  });
});
