import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { eventOf } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { EventLog } from 'src/reactions/event-log/event-log.js';
import { EventLogEntry } from 'src/reactions/event-log/event-log.entity.js';
import { EVENT_RETENTION_DAYS, EventLogPruner } from 'src/reactions/event-log/event-log-pruner.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { collect, liveConnection } from '../support/live-client.js';
import { TestClock } from '../support/test-clock.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  describe('event log and events feed', () => {
    const clock = new TestClock(new Date());
    let t: TestApp;
    let log: EventLog;
    let phone = 0;

    const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
    const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';

    const placeOrder = (fullName = 'مریم احمدی') =>
      t.http
        .post('/api/orders/create')
        .send({ full_name: fullName, phone_number: `0912${String(7000000 + phone++)}`, description: 'یک فروشگاه کوچک' });
    const tokenWith = async (scopes: string[]) => {
      const res = await t.gql(CREATE_TOKEN, { input: { name: `رویدادها ${scopes.join(' ')}`, scopes } }, t.superToken);
      expect(res.errors).toBeUndefined();
      return res.data.createApiToken.secret as string;
    };
    const events = (query: string, token = t.superToken) => t.http.get(`/api/events${query}`).set('Authorization', `Bearer ${token}`);
    /** Every event after `after`, page by page as an integrator reads them. */
    async function readAll(after: number, limit: number, token = t.superToken) {
      const seen: { sequence: number; type: string; data: Record<string, unknown> }[] = [];
      let cursor = after;
      for (let pages = 0; pages < 1000; pages++) {
        const res = await events(`?after=${cursor}&limit=${limit}`, token);
        expect(res.status).toBe(200);
        seen.push(...res.body.data);
        cursor = res.body.next;
        if (!res.body.has_more) break;
      }
      return { seen, cursor };
    }

    beforeAll(async () => {
      t = await startTestApp({ clock, seedDemo: false, env: { ORDER_RATE_LIMIT: '100000', API_TOKEN_RATE_LIMIT: '100000' } });
      log = t.app.get(EventLog);
    });
    afterAll(() => t.close());

    it('numbers every committed event without a gap, in the order readers can see them, under parallel writes', async () => {
      const head = await log.head();
      // A reader following the feed while the writes commit: whatever it is shown, it is never shown a number below one it saw.
      let writing = true;
      const followed: { sequence: number; type: string }[] = [];
      const follower = (async () => {
        let cursor = head;
        while (writing) {
          const page = await readAll(cursor, 5);
          followed.push(...page.seen);
          cursor = page.cursor;
        }
        followed.push(...(await readAll(cursor, 5)).seen);
      })();
      const placed = await Promise.all(Array.from({ length: 40 }, (_, i) => placeOrder(`درخواست همزمان ${i + 1}`)));
      writing = false;
      await follower;
      expect(placed.every((res) => res.status < 300)).toBe(true);
      expect(followed.filter((event) => event.type === 'order.created')).toHaveLength(40);
      expect(followed.map((event) => event.sequence)).toEqual(Array.from({ length: followed.length }, (_, i) => head + 1 + i));
      // Every write answered only once its events were numbered.
      const rows = await t.app
        .get(DataSource)
        .getRepository(EventLogEntry)
        .createQueryBuilder('e')
        .where('e.id > (SELECT COALESCE(MAX(p.id), 0) FROM event_log p WHERE p.sequence <= :head)', { head })
        .getMany();
      expect(rows.filter((row) => row.sequence === null)).toEqual([]);
      const numbers = rows.map((row) => row.sequence!).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => head + 1 + i));
      expect(await log.head()).toBe(head + numbers.length);

      const { seen, cursor } = await readAll(head, 7);
      expect(cursor).toBe(head + numbers.length);
      const created = seen.filter((event) => event.type === 'order.created');
      expect(created).toHaveLength(40);
      expect(new Set(created.map((event) => event.data.id)).size).toBe(40);
      const sequences = seen.map((event) => event.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(sequences.length);
      // The webhook's payload, as a receiver would get it.
      expect(created[0].data).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          reference: expect.any(String),
          status: 'PENDING',
          full_name: expect.any(String),
        }),
      );
    });

    it('never logs the event of a write that rolled back', async () => {
      const head = await log.head();
      const domainEvents = t.app.get(DomainEvents);
      const ghost = eventOf('order.created', {
        id: 987654,
        before: null,
        after: { label: 'شبح', values: { id: 987654, fullName: 'شبح' } },
      });
      await expect(
        domainEvents.write(async (unit) => {
          await unit.publish(ghost);
          throw new Error('rolled back on purpose');
        }),
      ).rejects.toThrow('rolled back on purpose');
      await placeOrder('پس از بازگشت');
      await log.sequence();
      const rows = await t.app.get(DataSource).getRepository(EventLogEntry).findBy({ recordId: 987654 });
      expect(rows).toEqual([]);
      const { seen } = await readAll(head, 100);
      expect(seen.map((event) => event.type)).toEqual(['order.created']);
      expect(await log.head()).toBe(head + 1);
    });

    it('gives the live feed the number, and the back office what it missed after a sequence', async () => {
      const { data: start } = await t.gql('{ liveCatchUp { next complete events { orderId } } }', {}, t.superToken);
      expect(start.liveCatchUp).toMatchObject({ complete: true, events: [] });
      await placeOrder('دیده‌نشده');
      const order = (await t.gql('{ orders(search: "دیده‌نشده") { items { id } } }', {}, t.superToken)).data.orders.items[0];
      const changed = await t.gql(
        'mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }',
        { id: order.id },
        t.superToken,
      );
      expect(changed.errors).toBeUndefined();
      const caught = await t.gql(
        'query($after: Int) { liveCatchUp(after: $after) { next complete events { kind orderId sequence order { id status } } } }',
        {
          after: start.liveCatchUp.next,
        },
        t.superToken,
      );
      expect(caught.errors).toBeUndefined();
      const { events: missed, next, complete } = caught.data.liveCatchUp;
      expect(complete).toBe(true);
      expect(missed.map((event: { kind: string }) => event.kind)).toEqual(['CREATED', 'STATUS_CHANGED']);
      expect(missed[0].orderId).toBe(order.id);
      // The request as it is now, whatever it was when the event happened.
      expect(missed[0].order.status).toBe('PROCESSING');
      expect(missed[1].sequence).toBe(next);
      expect(missed[0].sequence).toBeLessThan(missed[1].sequence);
      const token = await tokenWith(['orders:read']);
      const refused = await t.gql('{ liveCatchUp { next } }', {}, token);
      expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    });

    it("numbers the live feed's events as the log does", async () => {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const live = liveConnection(`http://127.0.0.1:${port}`, t.superToken);
      try {
        const heard = collect(live.client, 'subscription { orderEvents { kind orderId sequence } }');
        await live.connected;
        // The subscribe message follows the acknowledgement; an order placed before it is registered would not be seen.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const head = await log.head();
        await placeOrder('شنیده‌شده');
        const event = (await heard.next(1)).data!.orderEvents as { kind: string; orderId: number; sequence: number };
        const { seen } = await readAll(head, 10);
        expect(seen.map((logged) => [logged.type, logged.sequence, logged.data.id])).toEqual([
          ['order.created', event.sequence, event.orderId],
        ]);
      } finally {
        await live.client.dispose();
      }
    });

    it('gives a token only the events its scopes cover, cut field by field, filtered by types, and nothing without a token', async () => {
      // Tokens first: creating one is an event too, past the head the readers compare.
      const ordersOnly = await tokenWith(['orders:read']);
      const ordersAndCustomers = await tokenWith(['orders:read', 'customers:read']);
      const customersOnly = await tokenWith(['customers:read']);
      const catalogue = await tokenWith(['catalogue:read']);
      const head = await log.head();
      await placeOrder('برای توکن');
      const customer = await t.gql(
        CREATE_CUSTOMER,
        { input: { name: 'نیما', family: 'صادقی', email: `nima${phone}@example.com`, phone: '09121110000' } },
        t.superToken,
      );
      expect(customer.errors).toBeUndefined();

      const orders = await readAll(head, 50, ordersOnly);
      expect(orders.seen.map((event) => event.type)).toEqual(['order.created']);
      const both = await readAll(head, 50, ordersAndCustomers);
      expect(both.seen.map((event) => event.type)).toEqual(['order.created', 'customer.created']);
      // Both cursors end at the log's head: a token never asks again for what it may not read.
      expect(orders.cursor).toBe(both.cursor);
      const admin = await readAll(head, 50);
      expect(admin.seen.map((event) => event.type)).toEqual(['order.created', 'customer.created']);
      const only = await events(`?after=${head}&types=customer.created`);
      expect(only.body.data.map((event: { type: string }) => event.type)).toEqual(['customer.created']);

      // A customers-only integration reads the customer events, nothing of requests.
      const customers = await readAll(head, 50, customersOnly);
      expect(customers.seen.map((event) => event.type)).toEqual(['customer.created']);
      expect(customers.seen[0].data).toMatchObject({ name: 'نیما', family: 'صادقی', phone: '09121110000' });
      const asked = await events(`?after=${head}&types=order.created,customer.created`, customersOnly);
      expect(asked.body.data.map((event: { type: string }) => event.type)).toEqual(['customer.created']);
      const refused = await events(`?after=${head}`, catalogue);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', scope: 'orders:read', error: expect.stringContaining('customers:read') });

      // Field by field: a call's author is an admin, whose id no token reads (the API shows tokens the name only).
      const orderId = orders.seen[0].data.id as number;
      const callHead = await log.head();
      const call = await t.http
        .post(`/api/orders/${orderId}/calls`)
        .set('Authorization', `Bearer ${t.superToken}`)
        .send({ outcome: 'TALKED', note: 'تماس گرفته شد' });
      expect(call.status).toBe(201);
      const logged = (seen: { type: string; data: Record<string, unknown> }[]) =>
        seen.find((event) => event.type === 'order.call_logged')!.data;
      expect(logged((await readAll(callHead, 50)).seen)).toMatchObject({
        order_id: orderId,
        author_id: expect.any(Number),
        note: 'تماس گرفته شد',
      });
      const forToken = logged((await readAll(callHead, 50, ordersOnly)).seen);
      expect(forToken).toMatchObject({ order_id: orderId, note: 'تماس گرفته شد', outcome: 'TALKED' });
      expect(forToken).not.toHaveProperty('author_id');
      expect((await t.http.get(`/api/events?after=${head}`)).status).toBe(401);
      expect((await events('?after=-1')).status).toBe(422);
      expect((await events('?limit=501')).status).toBe(422);
      expect((await events('?types=order.nope')).status).toBe(422);
    });

    it('keeps events 30 days, and answers 410 with a code to a cursor older than that', async () => {
      await placeOrder('قدیمی');
      const head = await log.head();
      const old = head - 1;
      expect((await events(`?after=${old}`)).status).toBe(200);
      const pruner = t.app.get(EventLogPruner);
      clock.jump((EVENT_RETENTION_DAYS - 1) * 24 * 3600_000);
      expect(await pruner.prune()).toBe(0);
      clock.jump(2 * 24 * 3600_000);
      expect(await pruner.prune()).toBeGreaterThan(0);
      // The superadmin's token ran out on the way.
      const fresh = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const afresh = (query: string) => t.http.get(`/api/events${query}`).set('Authorization', `Bearer ${fresh}`);

      const gone = await afresh(`?after=${old}`);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ code: 'EVENTS_CURSOR_EXPIRED', next: head, oldest: null });
      expect(gone.body.error).toMatch(/[\u0600-\u06FF]/);
      // From the head, nothing is missing: the reader goes on.
      const resumed = await afresh(`?after=${head}`);
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({ data: [], next: head, has_more: false });
      // A number never handed out is no cursor either.
      expect((await afresh(`?after=${head + 1000}`)).status).toBe(410);
      const caught = await t.gql(
        'query($after: Int) { liveCatchUp(after: $after) { next complete events { kind } } }',
        { after: old },
        fresh,
      );
      expect(caught.data.liveCatchUp).toEqual({ next: head, complete: false, events: [] });

      await placeOrder('تازه');
      const later = await afresh(`?after=${head}`);
      expect(later.body.data.map((event: { type: string; sequence: number }) => [event.type, event.sequence])).toEqual([
        ['order.created', head + 1],
      ]);
      // Absent `after`: from the oldest kept.
      expect((await afresh('')).body.data.map((event: { sequence: number }) => event.sequence)).toEqual([head + 1]);
    });
  });
});
