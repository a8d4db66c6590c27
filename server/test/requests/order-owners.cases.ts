import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const TAKE = 'mutation($id: Int!) { takeOrder(id: $id) { id ownerId owner { id name family } } }';
  const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id owner { id } } }';
  const LIST = 'query($owner: OrderOwnerFilter) { orders(owner: $owner, perPage: 100) { total items { id isNew owner { id } } } }';
  const ALERTS = '{ orderAlerts { unhandled unseen } }';

  describe('an owner for every request', () => {
    let t: TestApp;
    const admins: { id: number; token: string; name: string }[] = [];
    let phone = 0;
    const placeOrder = async () => {
      const res = await t.gql(PUBLIC_ORDER, {
        input: { fullName: 'مشتری آزمون', phoneNumber: `0935${String(1_000_000 + phone++).padStart(7, '0')}` },
      });
      return res.data.createOrder.id as number;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      for (let i = 0; i < 10; i++) {
        const name = `مدیر${i}`;
        const email = `adviser${i}@example.com`;
        const created = await t.gql(
          CREATE_ADMIN,
          { input: { name, family: 'مشاور', email, phone: `0912000000${i}`, password: 'adviser-pass-1' } },
          t.superToken,
        );
        admins.push({ id: created.data.createAdmin.id, token: await t.login(email, 'adviser-pass-1'), name });
      }
    });
    afterAll(() => t.close());

    it('gives a request taken by ten admins at once to exactly one, and tells the nine others who took it', async () => {
      const id = await placeOrder();
      const results = await Promise.all(admins.map((admin) => t.gql(TAKE, { id }, admin.token)));
      const won = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(9);
      const owner = won[0].data.takeOrder.owner as { id: number; name: string; family: string };
      for (const result of refused) {
        expect(firstError(result)).toMatchObject({ code: 'REFUSED', message: `این درخواست را ${owner.name} ${owner.family} برداشته است` });
      }
      const listed = await t.gql(LIST, { owner: null }, t.superToken);
      expect(listed.data.orders.items.find((o: { id: number }) => o.id === id).owner).toEqual({ id: owner.id });
      // One claim, one entry in the activity log.
      const log = await t.gql('{ activityLog(entityType: ORDER) { items { action entityId adminId } } }', {}, t.superToken);
      expect(
        log.data.activityLog.items.filter((e: { action: string; entityId: number }) => e.action === 'ASSIGN' && e.entityId === id),
      ).toEqual([{ action: 'ASSIGN', entityId: id, adminId: owner.id }]);
    });

    it('lets a superadmin assign, reassign and release a request, and no one else', async () => {
      const id = await placeOrder();
      const [first, second] = admins;
      expect((await t.gql(ASSIGN, { id, ownerId: first.id }, t.superToken)).data.assignOrder.owner).toEqual({ id: first.id });
      expect((await t.gql(ASSIGN, { id, ownerId: second.id }, t.superToken)).data.assignOrder.owner).toEqual({ id: second.id });
      expect(firstError(await t.gql(ASSIGN, { id, ownerId: first.id }, first.token))).toMatchObject({ code: 'FORBIDDEN' });
      expect(firstError(await t.gql(TAKE, { id }, first.token))).toMatchObject({ code: 'REFUSED' });
      expect(firstError(await t.gql(ASSIGN, { id, ownerId: 999_999 }, t.superToken))).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { ownerId: ['مدیر انتخاب‌شده پیدا نشد'] },
      });
      expect((await t.gql(ASSIGN, { id, ownerId: null }, t.superToken)).data.assignOrder.owner).toBeNull();
      expect((await t.gql(TAKE, { id }, first.token)).data.takeOrder.owner.id).toBe(first.id);
    });

    it("lists an admin's own requests, the unowned ones, or everyone's", async () => {
      const mine = await placeOrder();
      const unowned = await placeOrder();
      const [admin] = admins;
      await t.gql(TAKE, { id: mine }, admin.token);
      const ids = async (owner: string | null) =>
        (await t.gql(LIST, { owner }, admin.token)).data.orders.items.map((o: { id: number }) => o.id) as number[];
      expect(await ids('MINE')).toContain(mine);
      expect(await ids('MINE')).not.toContain(unowned);
      expect(await ids('UNOWNED')).toContain(unowned);
      expect(await ids('UNOWNED')).not.toContain(mine);
      expect(await ids(null)).toEqual(expect.arrayContaining([mine, unowned]));
    });

    it('marks a waiting request new to each admin until that admin opens it, and counts what waits', async () => {
      const [a, b] = admins;
      const before = (await t.gql(ALERTS, {}, a.token)).data.orderAlerts;
      const id = await placeOrder();
      const isNew = async (token: string) =>
        (await t.gql(LIST, { owner: null }, token)).data.orders.items.find((o: { id: number }) => o.id === id).isNew as boolean;
      expect(await isNew(a.token)).toBe(true);
      expect((await t.gql(ALERTS, {}, a.token)).data.orderAlerts).toEqual({ unhandled: before.unhandled + 1, unseen: before.unseen + 1 });

      expect((await t.gql('mutation($id: Int!) { markOrderSeen(id: $id) { id isNew } }', { id }, a.token)).data.markOrderSeen.isNew).toBe(
        false,
      );
      expect(await isNew(a.token)).toBe(false);
      expect(await isNew(b.token)).toBe(true);
      expect((await t.gql(ALERTS, {}, a.token)).data.orderAlerts).toEqual({ unhandled: before.unhandled + 1, unseen: before.unseen });

      // Handled: no longer waiting, new to no one.
      await t.gql('mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }', { id }, b.token);
      expect(await isNew(b.token)).toBe(false);
      expect((await t.gql(ALERTS, {}, b.token)).data.orderAlerts.unhandled).toBe(before.unhandled);
    });

    it('takes and assigns through the REST facade too, as documented in OpenAPI', async () => {
      const id = await placeOrder();
      const [first, second] = admins;
      const post = (path: string, token: string, body: object = {}) => t.http.post(path).set('authorization', `Bearer ${token}`).send(body);
      const taken = await post(`/api/orders/${id}/take`, first.token);
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({ message: 'درخواست را برداشتید', order: { id, owner_id: first.id } });
      const late = await post(`/api/orders/${id}/take`, second.token);
      expect(late.status).toBe(400);
      expect(late.body.error).toMatch(/برداشته است$/);
      expect((await post(`/api/orders/${id}/assign`, second.token, { owner_id: second.id })).status).toBe(403);
      const assigned = await post(`/api/orders/${id}/assign`, t.superToken, { owner_id: second.id });
      expect(assigned.status).toBe(200);
      expect(assigned.body.order.owner_id).toBe(second.id);
      expect((await post(`/api/orders/${id}/assign`, t.superToken, { owner_id: 'x' })).status).toBe(422);
      const doc = (await t.http.get('/api/openapi.json')).body;
      expect(doc.paths['/api/orders/{id}/take'].post.summary).toBeTruthy();
      expect(doc.paths['/api/orders/{id}/assign'].post.summary).toBeTruthy();
    });
  });
});
