import { addDays } from 'src/common/clock.js';
import { tehranDay } from 'src/common/tehran-days.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectValidation } from '../legacy-rest/legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const LOG = `query Log($adminId: Int, $entityType: ActivityEntity, $from: String, $to: String, $page: Int, $perPage: Int) {
  activityLog(adminId: $adminId, entityType: $entityType, from: $from, to: $to, page: $page, perPage: $perPage) {
    items { id adminId admin { id name family } action entityType entityId label before after createdAt }
    currentPage lastPage total perPage
  }
}`;
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';
  const UPDATE_CUSTOMER = 'mutation($id: Int!, $input: UpdateCustomerInput!) { updateCustomer(id: $id, input: $input) { id } }';
  const DELETE_CUSTOMER = 'mutation($id: Int!) { deleteCustomer(id: $id) { id } }';
  const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const CHANGE_STATUS = 'mutation($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { id } }';

  type Entry = {
    id: number;
    adminId: number;
    admin: { id: number; name: string; family: string } | null;
    action: string;
    entityType: string;
    entityId: number | null;
    label: string;
    before: string | null;
    after: string | null;
    createdAt: string;
  };

  describe('activity log', () => {
    let t: TestApp;
    let sara: { id: number; token: string };
    let customerId: number;
    let orderId: number;

    const log = async (variables: Record<string, unknown> = {}, token = t.superToken) => {
      const res = await t.gql(LOG, { perPage: 100, ...variables }, token);
      expect(res.errors).toBeUndefined();
      return res.data.activityLog as { items: Entry[]; total: number; currentPage: number; lastPage: number };
    };
    const json = (text: string | null) => (text === null ? null : JSON.parse(text));

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const created = await t.gql(
        CREATE_ADMIN,
        { input: { name: 'سارا', family: 'رضایی', email: 'sara@example.com', phone: '09120000001', password: 'sara-pass-1234' } },
        t.superToken,
      );
      sara = { id: created.data.createAdmin.id, token: await t.login('sara@example.com', 'sara-pass-1234') };
      // A visitor's request is not an admin write.
      orderId = (await t.gql(CREATE_ORDER, { input: { fullName: 'علی کاظمی', phoneNumber: '09123456789' } })).data.createOrder.id;

      const customer = await t.gql(
        CREATE_CUSTOMER,
        { input: { name: 'مریم', family: 'احمدی', email: 'maryam@example.com', phone: '09121112233' } },
        sara.token,
      );
      customerId = customer.data.createCustomer.id;
      expect((await t.gql(UPDATE_CUSTOMER, { id: customerId, input: { family: 'محمدی' } }, sara.token)).errors).toBeUndefined();
      // The REST facade enters at the same service, so it is logged the same way.
      const status = await t.http
        .post(`/api/orders/${orderId}/change-status`)
        .set('Authorization', `Bearer ${sara.token}`)
        .send({ status: 'processing' });
      expect(status.status).toBe(200);
      expect((await t.gql(DELETE_CUSTOMER, { id: customerId }, sara.token)).errors).toBeUndefined();
    });
    afterAll(() => t.close());

    it('records each admin write with who did it, newest first, and nothing for a visitor', async () => {
      const { items, total } = await log();
      expect(total).toBe(5);
      expect(items.map((e) => [e.action, e.entityType, e.adminId])).toEqual([
        ['DELETE', 'CUSTOMER', sara.id],
        ['STATUS', 'ORDER', sara.id],
        ['UPDATE', 'CUSTOMER', sara.id],
        ['CREATE', 'CUSTOMER', sara.id],
        ['CREATE', 'ADMIN', 1],
      ]);
      expect(items[0].admin).toEqual({ id: sara.id, name: 'سارا', family: 'رضایی' });
      expect(items[4]).toMatchObject({ entityId: sara.id, label: 'سارا رضایی', before: null });
      // The password hash never reaches the log.
      expect(json(items[4].after)).toMatchObject({ email: 'sara@example.com' });
      expect(items[4].after).not.toMatch(/password/i);
      expect(Date.now() - new Date(items[0].createdAt).getTime()).toBeLessThan(60_000);
    });

    it('keeps the status before and after a change, and the operator it set', async () => {
      const [entry] = (await log({ entityType: 'ORDER' })).items;
      expect(entry).toMatchObject({ action: 'STATUS', entityId: orderId, label: 'علی کاظمی' });
      expect(json(entry.before)).toEqual({ status: 'PENDING', operatorId: null });
      expect(json(entry.after)).toEqual({ status: 'PROCESSING', operatorId: sara.id });
    });

    it('keeps only the changed fields of an update, the whole record for a create and a delete', async () => {
      const [removed, updated, created] = (await log({ entityType: 'CUSTOMER' })).items;
      expect(json(created.after)).toMatchObject({ id: customerId, name: 'مریم', family: 'احمدی', email: 'maryam@example.com' });
      expect(created.label).toBe('مریم احمدی');
      expect(json(updated.before)).toEqual({ family: 'احمدی' });
      expect(json(updated.after)).toEqual({ family: 'محمدی' });
      expect(removed).toMatchObject({ entityId: customerId, label: 'مریم محمدی', after: null });
      expect(json(removed.before)).toMatchObject({ id: customerId, name: 'مریم', family: 'محمدی', phone: '09121112233' });
    });

    it('records nothing for a refused or failed write', async () => {
      const before = (await log()).total;
      const invalid = await t.gql(UPDATE_CUSTOMER, { id: customerId, input: { email: 'not-an-email' } }, sara.token);
      expect(invalid.errors).toBeDefined();
      const missing = await t.gql(CHANGE_STATUS, { id: 999_999, status: 'COMPLETED' }, sara.token);
      expect(firstError(missing).code).toBe('NOT_FOUND');
      const gone = await t.gql(DELETE_CUSTOMER, { id: customerId }, sara.token);
      expect(firstError(gone).code).toBe('NOT_FOUND');
      const forbidden = await t.gql(
        'mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { id } }',
        { id: 1, input: { name: 'رضا' } },
        sara.token,
      );
      expect(firstError(forbidden).code).toBe('FORBIDDEN');
      expect((await log()).total).toBe(before);
    });

    it('filters by admin, by entity and by calendar day', async () => {
      expect((await log({ adminId: 1 })).items.map((e) => e.entityType)).toEqual(['ADMIN']);
      expect((await log({ adminId: sara.id })).total).toBe(4);
      expect((await log({ adminId: sara.id, entityType: 'CUSTOMER' })).total).toBe(3);
      expect((await log({ entityType: 'THEME' })).total).toBe(0);
      const today = tehranDay(new Date());
      expect((await log({ from: today, to: today })).total).toBe(5);
      expect((await log({ from: addDays(today, -3), to: addDays(today, 3) })).total).toBe(5);
      expect((await log({ from: addDays(today, 1) })).total).toBe(0);
      expect((await log({ to: addDays(today, -1) })).total).toBe(0);
    });

    it('pages the log like the other lists', async () => {
      const page = await log({ perPage: 2, page: 2 });
      expect(page).toMatchObject({ currentPage: 2, lastPage: 3, total: 5 });
      expect(page.items.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    });

    it('refuses a day that is not a Gregorian YYYY-MM-DD', async () => {
      const res = await t.gql(LOG, { from: '1403-01-01' }, t.superToken);
      expect(firstError(res).code).toBe('VALIDATION_FAILED');
    });

    it('answers 403 to a plain admin and 401 without a token, with no data', async () => {
      const plain = await t.gql(LOG, {}, sara.token);
      expect(plain.status).toBe(403);
      expect(firstError(plain)).toMatchObject({ code: 'FORBIDDEN', message: 'فقط مدیر ارشد می‌تواند گزارش فعالیت را ببیند' });
      expect(plain.data ?? null).toBeNull();
      const anonymous = await t.gql(LOG, {});
      expect(anonymous.status).toBe(401);
      expect(firstError(anonymous).code).toBe('UNAUTHENTICATED');
      expect(anonymous.data ?? null).toBeNull();
    });

    describe('GET /api/activity', () => {
      const get = (query: string, token?: string) => {
        const req = t.http.get(`/api/activity${query}`).set('X-Requested-With', 'XMLHttpRequest');
        return token ? req.set('Authorization', `Bearer ${token}`) : req;
      };

      it("pages the same log with the same filters, in the facade's names", async () => {
        const res = await get(`?user_id=${sara.id}&entity_type=order`, t.superToken);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
        expect(res.body.data[0]).toMatchObject({
          action: 'STATUS',
          entity_type: 'ORDER',
          entity_id: orderId,
          label: 'علی کاظمی',
          user: { id: sara.id, name: 'سارا', family: 'رضایی' },
          before: { status: 'PENDING', operatorId: null },
          after: { status: 'PROCESSING', operatorId: sara.id },
        });
        const today = tehranDay(new Date());
        expect((await get(`?from=${today}&to=${today}`, t.superToken)).body.total).toBe(5);
        expect((await get(`?from=${addDays(today, 1)}`, t.superToken)).body.total).toBe(0);
      });

      it('refuses a malformed day with 422, a plain admin with 403 and no token with 401', async () => {
        expectValidation(await get('?from=1403-01-01', t.superToken), 'from');
        expectFailure(await get('', sara.token), 403);
        expectFailure(await get(''), 401);
      });
    });

    it('records a request staff took by phone as their create', async () => {
      const res = await t.gql(
        'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id } }',
        { input: { fullName: 'رضا تلفنی', phoneNumber: '09127654321' } },
        sara.token,
      );
      expect(res.errors).toBeUndefined();
      const [entry] = (await log({ entityType: 'ORDER' })).items;
      expect(entry).toMatchObject({ action: 'CREATE', adminId: sara.id, entityId: res.data.createStaffOrder.id, label: 'رضا تلفنی' });
    });

    // Last: the password change ends Sara's sessions.
    it('records a restore with the record it brought back, a password change without the password, and no save that changed nothing', async () => {
      const restored = await t.gql('mutation($id: Int!) { restoreCustomer(id: $id) { id } }', { id: customerId }, sara.token);
      expect(restored.errors).toBeUndefined();
      const [restore] = (await log({ entityType: 'CUSTOMER' })).items;
      expect(restore).toMatchObject({ action: 'RESTORE', entityId: customerId, label: 'مریم محمدی', before: null });
      expect(json(restore.after)).toMatchObject({ id: customerId, name: 'مریم', family: 'محمدی', phone: '09121112233' });

      const total = (await log()).total;
      const same = await t.gql(UPDATE_CUSTOMER, { id: customerId, input: { family: 'محمدی', name: 'مریم' } }, sara.token);
      expect(same.errors).toBeUndefined();
      expect((await log()).total).toBe(total);

      const secret = 'new-sara-pass-5678';
      const changed = await t.gql(
        'mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { id } }',
        { id: sara.id, input: { password: secret } },
        t.superToken,
      );
      expect(changed.errors).toBeUndefined();
      const [entry] = (await log({ entityType: 'ADMIN' })).items;
      expect(entry).toMatchObject({ action: 'UPDATE', entityId: sara.id, adminId: 1 });
      expect(json(entry.before)).toEqual({ password: null });
      expect(json(entry.after)).toEqual({ password: 'replaced' });
      expect(`${entry.before}${entry.after}`).not.toContain(secret);
      expect(`${entry.before}${entry.after}`).not.toMatch(/\$2[aby]\$/);
      expect((await log()).total).toBe(total + 1);
    });
  });
});
