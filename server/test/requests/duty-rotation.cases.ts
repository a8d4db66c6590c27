import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const ON_DUTY = 'mutation($id: Int!, $onDuty: Boolean!) { setAdminOnDuty(id: $id, onDuty: $onDuty) { id onDuty } }';
  const STAFF_ORDER = 'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id ownerId } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

  describe('requests assigned in turn among the admins on duty', () => {
    let t: TestApp;
    const admins: { id: number; token: string }[] = [];
    let phone = 0;
    const input = () => ({ fullName: 'مشتری نوبتی', phoneNumber: `0937${String(1_000_000 + phone++).padStart(7, '0')}` });
    const staffOrder = async () => {
      const res = await t.gql(STAFF_ORDER, { input: input() }, t.superToken);
      if (!res.data?.createStaffOrder) throw new Error(JSON.stringify(res.errors));
      return res.data.createStaffOrder as { id: number; ownerId: number | null };
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      for (let i = 0; i < 4; i++) {
        const email = `duty${i}@example.com`;
        const created = await t.gql(
          CREATE_ADMIN,
          { input: { name: `نوبت${i}`, family: 'مشاور', email, phone: `0912100000${i}`, password: 'adviser-pass-1' } },
          t.superToken,
        );
        admins.push({ id: created.data.createAdmin.id, token: await t.login(email, 'adviser-pass-1') });
      }
    });
    afterAll(() => t.close());

    it('leaves new requests unowned while nobody is on duty', async () => {
      expect((await staffOrder()).ownerId).toBeNull();
    });

    it('lets only a superadmin put an admin on duty, and logs it', async () => {
      expect(firstError(await t.gql(ON_DUTY, { id: admins[0].id, onDuty: true }, admins[1].token))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'فقط مدیر ارشد می‌تواند نوبت مدیران را تعیین کند',
      });
      expect(firstError(await t.gql(ON_DUTY, { id: 999_999, onDuty: true }, t.superToken))).toMatchObject({ code: 'NOT_FOUND' });
      const res = await t.gql(ON_DUTY, { id: admins[0].id, onDuty: true }, t.superToken);
      expect(res.data.setAdminOnDuty).toEqual({ id: admins[0].id, onDuty: true });
      const log = await t.gql('{ activityLog(entityType: ADMIN) { items { action entityId after } } }', {}, t.superToken);
      expect(log.data.activityLog.items).toContainEqual({
        action: 'UPDATE',
        entityId: admins[0].id,
        after: JSON.stringify({ onDuty: true }),
      });
    });

    it('gives 30 requests created at once to the 3 admins on duty, 10 each, and none to the admin off duty', async () => {
      await t.gql(ON_DUTY, { id: admins[1].id, onDuty: true }, t.superToken);
      await t.gql(ON_DUTY, { id: admins[2].id, onDuty: true }, t.superToken);
      const created = await Promise.all(Array.from({ length: 30 }, () => staffOrder()));
      const perOwner = new Map<number | null, number>();
      for (const order of created) perOwner.set(order.ownerId, (perOwner.get(order.ownerId) ?? 0) + 1);
      expect(Object.fromEntries(perOwner)).toEqual({ [admins[0].id]: 10, [admins[1].id]: 10, [admins[2].id]: 10 });
    });

    it("assigns a visitor's request too, and skips an admin taken off duty", async () => {
      await t.gql(ON_DUTY, { id: admins[2].id, onDuty: false }, t.superToken);
      const placed = [];
      for (let i = 0; i < 4; i++) placed.push((await t.gql(PUBLIC_ORDER, { input: input() })).data.createOrder.id as number);
      const listed = await t.gql('{ orders(perPage: 100) { items { id ownerId } } }', {}, t.superToken);
      const owners = placed.map((id) => listed.data.orders.items.find((o: { id: number }) => o.id === id).ownerId as number);
      // Consecutive turns alternate between the two left on duty.
      expect(new Set(owners)).toEqual(new Set([admins[0].id, admins[1].id]));
      expect(owners[0]).not.toBe(owners[1]);
      expect(owners[0]).toBe(owners[2]);
      expect(owners[1]).toBe(owners[3]);
    });
  });
});
