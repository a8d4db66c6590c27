import { legacy } from '../legacy-rest/legacy-client.js';
import { firstError, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id version } }';
  const UPDATE_CUSTOMER = `mutation($id: Int!, $input: UpdateCustomerInput!) {
  updateCustomer(id: $id, input: $input) { id family description version }
}`;
  const GET_CUSTOMER = 'query($id: Int!) { customer(id: $id) { family description version } }';
  const DELETE_CUSTOMER = 'mutation($id: Int!) { deleteCustomer(id: $id) { id } }';
  const RESTORE_CUSTOMER = 'mutation($id: Int!) { restoreCustomer(id: $id) { id version } }';
  const CREATE_PLAN = 'mutation($input: CreatePlanInput!) { createPlan(input: $input) { id version } }';
  const UPDATE_PLAN = 'mutation($id: Int!, $input: UpdatePlanInput!) { updatePlan(id: $id, input: $input) { title version } }';
  const CREATE_FEATURE = 'mutation($input: CreateFeatureInput!) { createFeature(input: $input) { id version } }';
  const UPDATE_FEATURE = 'mutation($id: Int!, $input: UpdateFeatureInput!) { updateFeature(id: $id, input: $input) { title version } }';
  const SORT_FEATURE = 'mutation($id: Int!, $sort: Int!) { sortFeature(id: $id, sort: $sort) { version } }';
  const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const CHANGE_STATUS = `mutation($id: Int!, $status: OrderStatus!, $expectedStatus: OrderStatus) {
  changeOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) { status version }
}`;

  interface Conflict {
    version: number;
    current: Record<string, unknown>;
    changedFields: string[];
    changedBy: { id: number; name: string } | null;
    changedAt: string | null;
  }
  const conflictOf = (res: GqlResult<unknown>) => (res.errors?.[0]?.extensions as unknown as { conflict: Conflict }).conflict;

  describe('edit versions: concurrent edits are detected, never silently lost', () => {
    let t: TestApp;
    let sara: { id: number; token: string };
    let customerCount = 0;

    const addCustomer = async () => {
      customerCount += 1;
      const input = { name: 'رضا', family: 'کریمی', email: `reza${customerCount}@example.com`, phone: '09121234567' };
      const res = await t.gql(CREATE_CUSTOMER, { input }, t.superToken);
      expect(res.data.createCustomer.version).toBe(1);
      return res.data.createCustomer.id as number;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const created = await t.gql(
        CREATE_ADMIN,
        { input: { name: 'سارا', family: 'رضایی', email: 'sara@example.com', phone: '09120000001', password: 'sara-pass-1234' } },
        t.superToken,
      );
      sara = { id: created.data.createAdmin.id, token: await t.login('sara@example.com', 'sara-pass-1234') };
    });

    afterAll(() => t.close());

    it('of parallel updates naming the same version exactly one applies; the others get CONFLICT with the winner’s values and name', async () => {
      const id = await addCustomer();
      const tokens = [t.superToken, sara.token, t.superToken, sara.token];
      const results = await Promise.all(
        tokens.map((token, i) => t.gql(UPDATE_CUSTOMER, { id, input: { family: `خانواده ${i}`, version: 1 } }, token)),
      );
      const applied = results.filter((res) => !res.errors);
      const refused = results.filter((res) => res.errors);
      expect(applied).toHaveLength(1);
      expect(refused).toHaveLength(3);
      const winner = applied[0].data.updateCustomer;
      expect(winner.version).toBe(2);
      const winnerIsSara = tokens[results.indexOf(applied[0])] === sara.token;
      for (const res of refused) {
        expect(firstError(res)).toMatchObject({ code: 'CONFLICT' });
        expect(res.errors?.[0].message).toMatch(/هم‌زمان ویرایش کرده است/);
        const conflict = conflictOf(res);
        expect(conflict).toMatchObject({ version: 2, current: { family: winner.family, version: 2 }, changedFields: ['family'] });
        if (winnerIsSara) expect(conflict.changedBy).toEqual({ id: sara.id, name: 'سارا رضایی' });
        else expect(conflict.changedBy?.id).toEqual(expect.any(Number));
        if (!winnerIsSara) expect(conflict.changedBy?.id).not.toBe(sara.id);
        expect(conflict.changedAt).toEqual(expect.any(String));
      }
      const stored = await t.gql(GET_CUSTOMER, { id }, t.superToken);
      expect(stored.data.customer).toMatchObject({ family: winner.family, version: 2 });
    });

    it('names the admin who changed the record, and keeps the refused editor’s change out', async () => {
      const id = await addCustomer();
      const first = await t.gql(UPDATE_CUSTOMER, { id, input: { family: 'احمدی', version: 1 } }, sara.token);
      expect(first.data.updateCustomer.version).toBe(2);
      const second = await t.gql(UPDATE_CUSTOMER, { id, input: { description: 'یادداشت کارشناس', version: 1 } }, t.superToken);
      expect(conflictOf(second)).toMatchObject({
        version: 2,
        current: { family: 'احمدی', description: null },
        changedFields: ['family'],
        changedBy: { id: sara.id, name: 'سارا رضایی' },
      });
      expect(second.errors?.[0].message).toContain('سارا رضایی');
      // Sent again with the version it now knows, the change applies on top of the other's.
      const retried = await t.gql(UPDATE_CUSTOMER, { id, input: { description: 'یادداشت کارشناس', version: 2 } }, t.superToken);
      expect(retried.data.updateCustomer).toMatchObject({ family: 'احمدی', description: 'یادداشت کارشناس', version: 3 });
    });

    it('keeps the last write winning for an update that names no version (GraphQL and REST), still raising the version', async () => {
      const id = await addCustomer();
      await t.gql(UPDATE_CUSTOMER, { id, input: { family: 'اول' } }, sara.token);
      const graphql = await t.gql(UPDATE_CUSTOMER, { id, input: { family: 'دوم' } }, t.superToken);
      expect(graphql.data.updateCustomer).toMatchObject({ family: 'دوم', version: 3 });
      const rest = await legacy(t)
        .put(`/api/customers/update/${id}`)
        .send({ name: 'رضا', family: 'سوم', email: `reza${customerCount}@example.com`, phone: '09121234567' });
      expect(rest.status).toBe(200);
      expect(rest.body.customer).toMatchObject({ family: 'سوم', version: 4 });
      const form = await legacy(t).get(`/api/customers/edit/${id}`);
      expect(form.body).toMatchObject({ family: 'سوم', version: 4 });
    });

    it('refuses a REST update naming an older version with 409, what changed and who changed it', async () => {
      const id = await addCustomer();
      const body = { name: 'رضا', family: 'کریمی', email: `reza${customerCount}@example.com`, phone: '09121234567' };
      const first = await legacy(t, sara.token)
        .put(`/api/customers/update/${id}`)
        .send({ ...body, family: 'احمدی', version: 1 });
      expect(first.status).toBe(200);
      expect(first.body.customer.version).toBe(2);
      const stale = await legacy(t)
        .post(`/api/customers/update/${id}`)
        .send({ ...body, description: 'تماس گرفته شد', version: '۱', _method: 'PUT' });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({
        code: 'CONFLICT',
        error: expect.stringContaining('سارا رضایی'),
        message: expect.stringContaining('سارا رضایی'),
        conflict: {
          version: 2,
          current: expect.objectContaining({ id, family: 'احمدی', description: null, version: 2 }),
          changed_fields: ['family'],
          changed_by: { id: sara.id, name: 'سارا رضایی' },
          changed_at: expect.any(String),
        },
      });
      expect((await legacy(t).get(`/api/customers/edit/${id}`)).body).toMatchObject({ family: 'احمدی', description: null });
    });

    it('says a record was deleted meanwhile, until when it can be restored, and edits it again once restored', async () => {
      const id = await addCustomer();
      expect((await t.gql(DELETE_CUSTOMER, { id }, sara.token)).errors).toBeUndefined();
      const res = await t.gql(UPDATE_CUSTOMER, { id, input: { family: 'جدید', version: 1 } }, t.superToken);
      expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.errors?.[0].message).toBe('این مشتری را سارا رضایی هم‌زمان حذف کرده است؛ تغییرات شما ذخیره نشد');
      const deleted = (res.errors?.[0].extensions as unknown as { deleted: { restorableUntil: string; deletedBy: { id: number } } })
        .deleted;
      expect(deleted.deletedBy.id).toBe(sara.id);
      expect(new Date(deleted.restorableUntil).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const rest = await legacy(t)
        .put(`/api/customers/update/${id}`)
        .send({ name: 'رضا', family: 'جدید', email: 'x@example.com', phone: '09121234567' });
      expect(rest.status).toBe(404);
      expect(rest.body.deleted).toMatchObject({ restorable_until: deleted.restorableUntil, deleted_by: { id: sara.id } });

      const restored = await t.gql(RESTORE_CUSTOMER, { id }, t.superToken);
      expect(restored.data.restoreCustomer.version).toBe(1);
      const edited = await t.gql(UPDATE_CUSTOMER, { id, input: { family: 'جدید', version: 1 } }, t.superToken);
      expect(edited.data.updateCustomer).toMatchObject({ family: 'جدید', version: 2 });
    });

    it('decides parallel versioned updates of plans and features the same way', async () => {
      const plan = (await t.gql(CREATE_PLAN, { input: { title: 'پایه' } }, t.superToken)).data.createPlan.id;
      const feature = (await t.gql(CREATE_FEATURE, { input: { title: 'دامنه رایگان' } }, t.superToken)).data.createFeature.id;
      for (const [mutation, id] of [
        [UPDATE_PLAN, plan],
        [UPDATE_FEATURE, feature],
      ] as const) {
        const results = await Promise.all(
          [t.superToken, sara.token, t.superToken].map((token, i) =>
            t.gql(mutation, { id, input: { title: `عنوان ${i}`, version: 1 } }, token),
          ),
        );
        expect(results.filter((res) => !res.errors)).toHaveLength(1);
        expect(results.filter((res) => res.errors?.[0].extensions.code === 'CONFLICT')).toHaveLength(2);
      }
    });

    it('does not raise the version for writes outside the edit form (a feature’s sort)', async () => {
      const id = (await t.gql(CREATE_FEATURE, { input: { title: 'پشتیبانی' } }, t.superToken)).data.createFeature.id;
      expect((await t.gql(SORT_FEATURE, { id, sort: 40 }, sara.token)).data.sortFeature.version).toBe(1);
      const edited = await t.gql(UPDATE_FEATURE, { id, input: { title: 'پشتیبانی ۲۴ ساعته', version: 1 } }, t.superToken);
      expect(edited.data.updateFeature).toEqual({ title: 'پشتیبانی ۲۴ ساعته', version: 2 });
    });

    describe('a request’s status changed by two operators at once', () => {
      const newOrder = async () =>
        (await t.gql(CREATE_ORDER, { input: { fullName: 'علی کاظمی', phoneNumber: '09123456789' } })).data.createOrder.id as number;

      it('applies exactly one of two changes naming the status they saw; the other is told who changed it to what', async () => {
        const id = await newOrder();
        const [a, b] = await Promise.all([
          t.gql(CHANGE_STATUS, { id, status: 'PROCESSING', expectedStatus: 'PENDING' }, t.superToken),
          t.gql(CHANGE_STATUS, { id, status: 'REJECTED', expectedStatus: 'PENDING' }, sara.token),
        ]);
        const applied = [a, b].filter((res) => !res.errors);
        expect(applied).toHaveLength(1);
        const refused = a.errors ? a : b;
        const winnerStatus = applied[0].data.changeOrderStatus.status;
        expect(firstError(refused)).toMatchObject({ code: 'CONFLICT' });
        expect(refused.errors?.[0].message).toMatch(/وضعیت این درخواست را هم‌زمان تغییر داده است/);
        expect(conflictOf(refused)).toMatchObject({
          current: { status: winnerStatus, operatorId: refused === a ? sara.id : expect.any(Number) },
          changedFields: expect.arrayContaining(['status']),
          changedBy: { id: refused === a ? sara.id : expect.any(Number) },
        });
      });

      it('refuses a REST status change whose expected_status is stale with 409, and applies one naming none', async () => {
        const id = await newOrder();
        const first = await legacy(t, sara.token)
          .post(`/api/orders/${id}/change-status`)
          .send({ status: 'processing', expected_status: 'pending' });
        expect(first.status).toBe(200);
        expect(first.body.order).toMatchObject({ status: 'PROCESSING', version: 2 });
        const stale = await legacy(t).post(`/api/orders/${id}/change-status`).send({ status: 'completed', expected_status: 'pending' });
        expect(stale.status).toBe(409);
        expect(stale.body.conflict).toMatchObject({ current: { status: 'PROCESSING', operator_id: sara.id }, changed_by: { id: sara.id } });
        const blind = await legacy(t).post(`/api/orders/${id}/change-status`).send({ status: 'completed' });
        expect(blind.status).toBe(200);
        expect(blind.body.order).toMatchObject({ status: 'COMPLETED', version: 3 });
      });
    });
  });
});
