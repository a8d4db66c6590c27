import type { AddressInfo } from 'node:net';
import { collect, liveConnection, type LiveConnection } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { describeEngines } from '../support/engines.js';

/** A request past its first-call target: the live alert reaches whoever must call it, at the target, and no one else. */
describeEngines(() => {
  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id ownerId } }';
  const ON_DUTY = 'mutation($id: Int!, $onDuty: Boolean!) { setAdminOnDuty(id: $id, onDuty: $onDuty) { id onDuty } }';
  const STATUS = 'mutation($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { id status } }';
  const OFFICE = '{ officeHours { targetMinutes days { weekday open close } holidays } }';
  const EVENTS = 'subscription { orderEvents { kind orderId order { ownerId firstContactOverdue } } }';

  let phone = 0;
  const nextPhone = () => `0937${String(2_000_000 + phone++).padStart(7, '0')}`;

  describe('the first-call alert reaches whoever must call', () => {
    /** Tehran is UTC+3:30; Sunday 2026-11-29 10:00 is within the default business hours. */
    const clock = new TestClock(new Date('2026-11-29T10:00:00+03:30'));
    let t: TestApp;
    let url: string;
    const sockets: LiveConnection[] = [];

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, clock, env: { FIRST_CONTACT_TARGET_MINUTES: '1' } });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.client.dispose()));
      await t.close();
    });

    const admin = async (tag: string) => {
      const input = { name: 'مدیر', family: tag, email: `${tag}@example.com`, phone: nextPhone(), password: `${tag}-pass-123` };
      const created = await t.gql(CREATE_ADMIN, { input }, t.superToken);
      return { id: created.data.createAdmin.id as number, token: await t.login(input.email, input.password) };
    };
    const placeOrder = async (fullName: string) =>
      (await t.gql(PUBLIC_ORDER, { input: { fullName, phoneNumber: nextPhone() } })).data.createOrder.id as number;
    /** What `token`'s socket hears from now on. */
    const listen = async (token: string) => {
      const socket = liveConnection(url, token);
      sockets.push(socket);
      const heard = collect(socket.client, EVENTS);
      await socket.connected;
      return heard;
    };
    const within = <T>(promise: Promise<T>, ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)));
      return Promise.race([promise, late]).finally(() => clearTimeout(timer));
    };

    it('tells the owner, the admins on duty for an unowned request, and superadmins, as soon as the target passes', async () => {
      expect((await t.gql(OFFICE, {}, t.superToken)).data.officeHours).toMatchObject({ targetMinutes: 1, holidays: [] });
      const owner = await admin('overdue-owner');
      const onDuty = await admin('overdue-duty');
      const bystander = await admin('overdue-bystander');

      // Half a minute into the sweep's minute, so the target falls between two of its passes.
      await clock.advance(30_000);
      // Nobody on duty yet: both arrive unowned; one is given to its owner.
      const owned = await placeOrder('درخواست مسئول‌دار');
      const unowned = await placeOrder('درخواست بی‌مسئول');
      expect((await t.gql(ASSIGN, { id: owned, ownerId: owner.id }, t.superToken)).data.assignOrder.ownerId).toBe(owner.id);
      expect((await t.gql(ON_DUTY, { id: onDuty.id, onDuty: true }, t.superToken)).errors).toBeUndefined();

      const [boss, ownerHears, dutyHears, bystanderHears] = await Promise.all(
        [t.superToken, owner.token, onDuty.token, bystander.token].map(listen),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      // The minute's sweep at 10:01 finds both 30 s short of their target; the target passes at 10:01:30.
      await clock.advance(30_000);
      expect(boss.results).toEqual([]);
      await clock.advance(31_000);
      const alert = (id: number, ownerId: number | null) => ({
        kind: 'FIRST_CONTACT_OVERDUE',
        orderId: id,
        order: { ownerId, firstContactOverdue: true },
      });
      expect((await within(ownerHears.next(1), 5000)).data!.orderEvents).toEqual(alert(owned, owner.id));
      expect((await within(dutyHears.next(1), 5000)).data!.orderEvents).toEqual(alert(unowned, null));
      const bossHeard = await within(boss.next(2), 5000).then(() => boss.results.map((r) => r.data!.orderEvents));
      expect(bossHeard).toEqual(expect.arrayContaining([alert(owned, owner.id), alert(unowned, null)]));

      // Everyone hears the next change: before it, the owner heard only theirs, the admin on duty only
      // the unowned one, and the admin neither owning nor on duty nothing.
      await t.gql(STATUS, { id: owned, status: 'PROCESSING' }, t.superToken);
      for (const heard of [ownerHears, dutyHears, bystanderHears, boss]) {
        const count = heard === boss ? 3 : heard === bystanderHears ? 1 : 2;
        expect((await within(heard.next(count), 5000)).data!.orderEvents).toMatchObject({ kind: 'STATUS_CHANGED', orderId: owned });
        expect(heard.results).toHaveLength(count);
      }
    });
  });
});
