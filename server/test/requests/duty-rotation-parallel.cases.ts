import type { AddressInfo } from 'node:net';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  describe('the rotation under truly parallel requests', () => {
    const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
    const ON_DUTY = 'mutation($id: Int!) { setAdminOnDuty(id: $id, onDuty: true) { id } }';
    const ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
    const mysql = process.env.TEST_DATABASE_URL !== undefined;
    let t: TestApp;
    let base: string;
    const onDuty: number[] = [];
    let phone = 0;
    const input = () => ({ fullName: 'مشتری هم‌زمان', phoneNumber: `0938${String(1_000_000 + phone++).padStart(7, '0')}` });
    // Over real sockets, each its own connection: supertest opens and closes the server around each request, one at a time.
    const order = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ORDER, variables: { input: input() } }),
      }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { data?: { createOrder: { id: number } }; errors?: unknown },
      }));
    const ownersOf = async (ids: number[]) => {
      const listed = await t.gql('{ orders(perPage: 100) { items { id ownerId } } }', {}, t.superToken);
      return ids.map((id) => listed.data.orders.items.find((o: { id: number }) => o.id === id).ownerId as number);
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '100000' } });
      for (let i = 0; i < 4; i++) {
        const created = await t.gql(
          CREATE_ADMIN,
          {
            input: {
              name: `هم‌زمان${i}`,
              family: 'مشاور',
              email: `parallel${i}@example.com`,
              phone: `0912200000${i}`,
              password: 'adviser-pass-1',
            },
          },
          t.superToken,
        );
        onDuty.push(created.data.createAdmin.id);
        await t.gql(ON_DUTY, { id: created.data.createAdmin.id }, t.superToken);
      }
      await t.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(() => t.close());

    it('gives 40 requests sent at once to the 4 admins on duty, 10 each, every one stored and answered', async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, () => order()));
      expect(answers.filter((answer) => answer.status !== 200 || answer.body.errors)).toEqual([]);
      const owners = await ownersOf(answers.map((answer) => answer.body.data!.createOrder.id));
      const perOwner = new Map<number, number>();
      for (const owner of owners) perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      expect(Object.fromEntries(perOwner)).toEqual(Object.fromEntries(onDuty.map((id) => [id, 10])));
    });

    // SQLite writes one unit at a time by design; on MySQL/MariaDB nothing every request writes may make them queue.
    (mysql ? it : it.skip)('stores a request while another request’s transaction is still open: no row every request writes', async () => {
      const events = t.app.get(DomainEvents);
      const orders = t.app.get(OrdersService);
      let commit!: () => void;
      const gate = new Promise<void>((resolve) => (commit = resolve));
      let started!: () => void;
      const inTransaction = new Promise<void>((resolve) => (started = resolve));
      // A request created inside a unit that stays open until the test lets it commit.
      const open = events.write(async () => {
        const created = await orders.create(input(), '203.0.113.7');
        started();
        await gate;
        return created.order.id;
      });
      await inTransaction;
      const other = order();
      const answeredMeanwhile = await Promise.race([
        other.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
      commit();
      const [heldId, otherAnswer] = await Promise.all([open, other]);
      expect(answeredMeanwhile).toBe(true);
      expect(otherAnswer.body.errors).toBeUndefined();
      const [heldOwner, otherOwner] = await ownersOf([heldId, otherAnswer.body.data!.createOrder.id]);
      expect(onDuty).toContain(heldOwner);
      expect(onDuty).toContain(otherOwner);
    });
  });
});
