import type { AddressInfo } from 'node:net';
import { collect, liveConnection, type LiveConnection } from '../support/live-client.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /** Tehran is UTC+3:30. 2026-11-26 and 2026-12-03 are Thursdays; Saturday 2026-12-05 is a holiday here (BUSINESS_HOLIDAYS). */
  const tehran = (wall: string) => new Date(`${wall}+03:30`);

  /** A fake clock that, while `stepping`, moves a millisecond each time it is read: parallel calls then get distinct times. */
  class SteppingClock extends TestClock {
    stepping = false;

    override now(): Date {
      const at = super.now();
      if (this.stepping) this.jump(1);
      return at;
    }

    jumpTo(moment: Date): void {
      this.jump(moment.getTime() - super.now().getTime());
    }
  }

  const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const TAKE = 'mutation($id: Int!) { takeOrder(id: $id) { id } }';
  const ORDER_FIELDS = 'id status version operator { id } firstContactAt nextCallAt firstContactDueAt firstContactOverdue';
  const LOG_CALL = `mutation($input: LogOrderCallInput!) { logOrderCall(input: $input) { entry { id kind outcome note nextCallAt createdAt author { id name } } order { ${ORDER_FIELDS} } } }`;
  const ADD_NOTE = `mutation($input: AddOrderNoteInput!) { addOrderNote(input: $input) { entry { id kind outcome note nextCallAt author { id } } order { ${ORDER_FIELDS} } } }`;
  const TIMELINE =
    'query($orderId: Int!) { orderTimeline(orderId: $orderId) { id kind outcome note nextCallAt createdAt author { id name } } }';
  const ORDER = `query($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`;
  const ALERTS = '{ orderAlerts { unhandled unseen } }';
  const DUE = 'query($owner: OrderOwnerFilter) { callsDue(owner: $owner, perPage: 100) { total items { id nextCallAt } } }';
  const EVENTS = 'subscription { orderEvents { kind orderId order { id firstContactAt } } }';
  const STATS = `query($from: String, $to: String) { firstContactStats(from: $from, to: $to) {
  targetMinutes from to waiting overdue
  total { ownerId requests contacted withinTarget measured withinTargetShare medianMinutes p90Minutes }
  owners { ownerId owner { id } requests contacted withinTarget measured withinTargetShare medianMinutes p90Minutes } } }`;

  const METRICS_TOKEN = 'order-calls-metrics-token-0123456789';

  describe('call log, follow-ups and time to first call', () => {
    const clock = new SteppingClock(tehran('2026-11-26T12:50:00'));
    let t: TestApp;
    let url: string;
    let adviser: { id: number; token: string };
    let superToken: string;
    let phone = 0;
    const sockets: LiveConnection[] = [];

    /** Moves to PROCESSING as Prometheus scrapes them. */
    const processingChanges = async () => {
      const res = await t.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
      expect(res.status).toBe(200);
      const line = res.text.split('\n').find((l) => l.startsWith('site_request_status_changes_total{status="PROCESSING"}'));
      return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
    };
    const placeOrder = async () => {
      const res = await t.gql(PUBLIC_ORDER, {
        input: { fullName: 'نگار احمدی', phoneNumber: `0936${String(1_000_000 + phone++).padStart(7, '0')}` },
      });
      expect(res.errors).toBeUndefined();
      return res.data.createOrder.id as number;
    };
    /** Tokens are checked on the Clock: after a jump of days they have expired, as they would have. */
    const signInAgain = async () => {
      superToken = await t.login(t.config.admin.email, t.config.admin.password!);
      adviser.token = await t.login('navid@example.com', 'navid-pass-123');
    };

    beforeAll(async () => {
      t = await startTestApp({
        seedDemo: false,
        clock,
        env: { BUSINESS_HOLIDAYS: '2026-12-05', ORDER_RATE_LIMIT: '1000', WEBHOOKS_ALLOW_INSECURE: 'true', METRICS_TOKEN },
      });
      await t.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      superToken = t.superToken;
      const created = await t.gql(
        CREATE_ADMIN,
        { input: { name: 'نوید', family: 'مشاور', email: 'navid@example.com', phone: '09121231234', password: 'navid-pass-123' } },
        superToken,
      );
      adviser = { id: created.data.createAdmin.id, token: await t.login('navid@example.com', 'navid-pass-123') };
    });
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.client.dispose()));
      await t.close();
    });

    it("keeps a request's notes and calls; the first call stamps the first contact once, a note or a plain call leaves the version, TALKED moves PENDING on as a status change would", async () => {
      const id = await placeOrder();
      // An integrator hears of each entry (nothing listens there: the outbox row is what counts).
      const endpoint = await t.gql(
        'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }',
        { input: { url: 'http://127.0.0.1:9/calls', events: ['ORDER_CALL_LOGGED'] } },
        superToken,
      );
      expect(endpoint.errors).toBeUndefined();
      const unhandledBefore = (await t.gql(ALERTS, {}, adviser.token)).data.orderAlerts.unhandled as number;

      const followUp = tehran('2026-11-26T16:00:00').toISOString();
      const note = await t.gql(ADD_NOTE, { input: { orderId: id, note: 'عصر تماس بگیرید', nextCallAt: followUp } }, adviser.token);
      expect(note.errors).toBeUndefined();
      expect(note.data.addOrderNote.entry).toMatchObject({
        kind: 'NOTE',
        outcome: null,
        note: 'عصر تماس بگیرید',
        nextCallAt: followUp,
        author: { id: adviser.id },
      });
      // A note is no contact attempt: the request is still waiting for its first call.
      expect(note.data.addOrderNote.order).toMatchObject({ status: 'PENDING', version: 1, firstContactAt: null, nextCallAt: followUp });
      expect((await t.gql(ALERTS, {}, adviser.token)).data.orderAlerts.unhandled).toBe(unhandledBefore);

      await clock.advance(4 * 60_000);
      const calledAt = clock.now().toISOString();
      const noAnswer = await t.gql(LOG_CALL, { input: { orderId: id, outcome: 'NO_ANSWER' } }, adviser.token);
      expect(noAnswer.data.logOrderCall.order).toMatchObject({ status: 'PENDING', version: 1, firstContactAt: calledAt, nextCallAt: null });
      expect((await t.gql(ALERTS, {}, adviser.token)).data.orderAlerts.unhandled).toBe(unhandledBefore - 1);

      await clock.advance(60_000);
      const movedBefore = await processingChanges();
      const talked = await t.gql(LOG_CALL, { input: { orderId: id, outcome: 'TALKED', note: 'قالب فروشگاهی می‌خواهد' } }, adviser.token);
      expect(talked.errors).toBeUndefined();
      // The first contact stays the first call's; the status moves as an operator's change would, version included.
      expect(talked.data.logOrderCall.order).toMatchObject({
        status: 'PROCESSING',
        version: 2,
        operator: { id: adviser.id },
        firstContactAt: calledAt,
      });
      await clock.advance(60_000);
      const again = await t.gql(LOG_CALL, { input: { orderId: id, outcome: 'BUSY' } }, adviser.token);
      expect(again.data.logOrderCall.order).toMatchObject({ status: 'PROCESSING', version: 2 });
      // Counted once, as the operator's own change would be; the later call moves nothing.
      expect((await processingChanges()) - movedBefore).toBe(1);

      const timeline = (await t.gql(TIMELINE, { orderId: id }, superToken)).data.orderTimeline;
      expect(timeline.map((entry: { kind: string; outcome: string | null }) => entry.outcome ?? entry.kind)).toEqual([
        'BUSY',
        'TALKED',
        'NO_ANSWER',
        'NOTE',
      ]);
      expect(timeline[1]).toMatchObject({ note: 'قالب فروشگاهی می‌خواهد', author: { id: adviser.id, name: 'نوید' } });

      const log = await t.gql('{ activityLog(perPage: 100) { items { action entityType entityId adminId label } } }', {}, superToken);
      const entries = log.data.activityLog.items as { action: string; entityType: string; entityId: number; label: string }[];
      expect(
        entries.filter((entry) => entry.entityType === 'ORDER_CALL' && timeline.some((e: { id: number }) => e.id === entry.entityId)),
      ).toHaveLength(4);
      expect(entries.filter((entry) => entry.entityType === 'ORDER_CALL')[0]).toMatchObject({
        action: 'CREATE',
        label: 'نگار احمدی',
        adminId: adviser.id,
      });
      expect(entries.filter((entry) => entry.entityType === 'ORDER' && entry.entityId === id && entry.action === 'STATUS')).toHaveLength(1);

      const sent = await t.gql(
        'query($id: Int!) { webhookDeliveries(endpointId: $id, perPage: 100) { items { eventType payload } } }',
        { id: endpoint.data.createWebhookEndpoint.id },
        superToken,
      );
      const payloads = sent.data.webhookDeliveries.items.map((d: { eventType: string; payload: string }) => ({
        type: d.eventType,
        ...JSON.parse(d.payload),
      }));
      expect(payloads).toHaveLength(4);
      expect(payloads.find((p: { data: { kind: string } }) => p.data.kind === 'NOTE')).toMatchObject({
        type: 'order.call_logged',
        data: { order_id: id, kind: 'NOTE', outcome: null, note: 'عصر تماس بگیرید', author_id: adviser.id, author_token: null },
      });
    });

    it('refuses an empty note, a call without an outcome, a follow-up in the past and an unknown request, in Persian', async () => {
      const id = await placeOrder();
      expect(firstError(await t.gql(ADD_NOTE, { input: { orderId: id, note: '  ' } }, adviser.token))).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { note: ['یادداشت الزامی است'] },
      });
      const past = new Date(clock.now().getTime() - 3_600_000).toISOString();
      expect(firstError(await t.gql(LOG_CALL, { input: { orderId: id, outcome: 'BUSY', nextCallAt: past } }, adviser.token))).toMatchObject(
        {
          code: 'VALIDATION_FAILED',
          fields: { nextCallAt: ['زمان تماس بعدی باید بعد از اکنون باشد'] },
        },
      );
      expect(firstError(await t.gql(LOG_CALL, { input: { orderId: 999_999, outcome: 'BUSY' } }, adviser.token))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(firstError(await t.gql(TIMELINE, { orderId: 999_999 }, adviser.token))).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.gql(TIMELINE, { orderId: id }, adviser.token)).data.orderTimeline).toEqual([]);
    });

    it("lists follow-ups due today (Tehran) or overdue, the caller's own or everyone's, soonest first, open requests only", async () => {
      const [mine, everyones, tomorrow, closed] = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder()];
      await t.gql(TAKE, { id: mine }, adviser.token);
      const at = (wall: string) => tehran(wall).toISOString();
      await t.gql(ADD_NOTE, { input: { orderId: mine, note: 'ساعت ۴', nextCallAt: at('2026-11-26T16:30:00') } }, adviser.token);
      await t.gql(ADD_NOTE, { input: { orderId: everyones, note: 'ساعت ۱ و نیم', nextCallAt: at('2026-11-26T13:30:00') } }, superToken);
      await t.gql(ADD_NOTE, { input: { orderId: tomorrow, note: 'فردا', nextCallAt: at('2026-11-27T10:00:00') } }, superToken);
      await t.gql(ADD_NOTE, { input: { orderId: closed, note: 'بسته', nextCallAt: at('2026-11-26T14:00:00') } }, superToken);
      await t.gql('mutation($id: Int!) { changeOrderStatus(id: $id, status: REJECTED) { id } }', { id: closed }, superToken);

      const due = async (owner: string | null, token = adviser.token) =>
        (await t.gql(DUE, { owner }, token)).data.callsDue.items
          .map((o: { id: number }) => o.id)
          .filter((id: number) => [mine, everyones, tomorrow, closed].includes(id));
      expect(await due(null)).toEqual([everyones, mine]);
      expect(await due('MINE')).toEqual([mine]);
      expect(await due('UNOWNED')).toEqual([everyones]);

      // Friday: Thursday's follow-ups are overdue and still listed, and Friday's has come due. A call settles one.
      clock.jumpTo(tehran('2026-11-27T09:00:00'));
      await signInAgain();
      expect(await due(null)).toEqual([everyones, mine, tomorrow]);
      await t.gql(LOG_CALL, { input: { orderId: everyones, outcome: 'NO_ANSWER' } }, superToken);
      expect(await due(null)).toEqual([mine, tomorrow]);
    });

    it('stamps the earliest of calls logged in parallel as the first contact, and counts it once in the metrics', async () => {
      const id = await placeOrder();
      const firstCalls = async () =>
        (await t.app.get(Metrics).firstContactDuration.get()).values.find((v) => v.metricName?.endsWith('_count'))?.value ?? 0;
      const countedBefore = await firstCalls();
      clock.stepping = true;
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            t.gql(LOG_CALL, { input: { orderId: id, outcome: i % 2 ? 'BUSY' : 'NO_ANSWER' } }, i % 2 ? superToken : adviser.token),
          ),
        );
        expect(results.filter((result) => result.errors)).toEqual([]);
      } finally {
        clock.stepping = false;
      }
      const timeline = (await t.gql(TIMELINE, { orderId: id }, superToken)).data.orderTimeline as { createdAt: string }[];
      expect(timeline).toHaveLength(10);
      const earliest = timeline.map((entry) => entry.createdAt).sort()[0];
      expect(new Set(timeline.map((entry) => entry.createdAt)).size).toBe(10);
      expect((await t.gql(ORDER, { id }, superToken)).data.order.firstContactAt).toBe(earliest);
      expect((await firstCalls()) - countedBefore).toBe(1);
    });

    it('counts the first-call target in business hours across a Thursday afternoon, a Friday and a holiday, and alerts superadmins once', async () => {
      // The clock only moves forward: this request arrives the next Thursday, 12:55 in Tehran.
      clock.jumpTo(tehran('2026-12-03T12:55:00'));
      await signInAgain();
      const id = await placeOrder();
      // 5 minutes on Thursday (closing 13:00), Friday closed, then 10 on the next open day.
      const order = async () => (await t.gql(ORDER, { id }, superToken)).data.order;
      expect((await order()).firstContactOverdue).toBe(false);

      clock.jumpTo(tehran('2026-12-04T16:00:00'));
      await signInAgain();
      expect((await order()).firstContactOverdue).toBe(false);

      // Saturday is a holiday here: the target moves on to Sunday 09:10.
      expect((await order()).firstContactDueAt).toBe(tehran('2026-12-06T09:10:00').toISOString());
      clock.jumpTo(tehran('2026-12-05T15:00:00'));
      await signInAgain();
      expect((await order()).firstContactOverdue).toBe(false);

      // One sweep first, so the earlier tests' uncalled requests have had their own alerts.
      clock.jumpTo(tehran('2026-12-06T09:08:30'));
      await signInAgain();
      await clock.advance(60_000);
      expect((await order()).firstContactOverdue).toBe(false);
      // An integrator hears of it too (nothing listens there: the outbox row is what counts).
      const endpoint = await t.gql(
        'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }',
        { input: { url: 'http://127.0.0.1:9/overdue', events: ['ORDER_FIRST_CONTACT_OVERDUE'] } },
        superToken,
      );
      expect(endpoint.errors).toBeUndefined();
      const boss = liveConnection(url, superToken);
      const adviserSocket = liveConnection(url, adviser.token);
      sockets.push(boss, adviserSocket);
      const bossEvents = collect(boss.client, EVENTS);
      const adviserEvents = collect(adviserSocket.client, EVENTS);
      await Promise.all([boss.connected, adviserSocket.connected]);
      await new Promise((resolve) => setTimeout(resolve, 200));

      await clock.advance(2 * 60_000);
      expect((await order()).firstContactOverdue).toBe(true);
      expect((await bossEvents.next(1)).data).toEqual({
        orderEvents: { kind: 'FIRST_CONTACT_OVERDUE', orderId: id, order: { id, firstContactAt: null } },
      });
      // The system's own entry in the activity log (no admin did it), and one webhook.
      const log = await t.gql(
        '{ activityLog(perPage: 100) { items { action entityType entityId adminId apiTokenName } } }',
        {},
        superToken,
      );
      expect(log.data.activityLog.items.filter((entry: { entityId: number }) => entry.entityId === id)).toContainEqual({
        action: 'OVERDUE',
        entityType: 'ORDER',
        entityId: id,
        adminId: null,
        apiTokenName: null,
      });
      const sent = await t.gql(
        'query($id: Int!) { webhookDeliveries(endpointId: $id, perPage: 100) { items { eventType payload } } }',
        { id: endpoint.data.createWebhookEndpoint.id },
        superToken,
      );
      const overdue = sent.data.webhookDeliveries.items
        .map((d: { payload: string }) => JSON.parse(d.payload))
        .filter((p: { data: { id: number } }) => p.data.id === id);
      expect(overdue).toEqual([
        expect.objectContaining({
          type: 'order.first_contact_overdue',
          data: expect.objectContaining({ id, status: 'PENDING', overdue_at: expect.stringMatching(/^2026-12-06T05:/) }),
        }),
      ]);

      // Announced once; the adviser's socket, no superadmin's, saw none of it: its first event is the call.
      await clock.advance(3 * 60_000);
      await t.gql(LOG_CALL, { input: { orderId: id, outcome: 'NO_ANSWER' } }, adviser.token);
      expect((await adviserEvents.next(1)).data.orderEvents.kind).toBe('CALL_LOGGED');
      expect((await bossEvents.next(2)).data.orderEvents).toMatchObject({ kind: 'CALL_LOGGED', orderId: id });
      expect((await order()).firstContactOverdue).toBe(false);
    });

    it('measures minutes to first call per owner and the share within the target, in business minutes', async () => {
      clock.jumpTo(tehran('2026-12-07T10:00:00'));
      await signInAgain();
      const owned = [await placeOrder(), await placeOrder(), await placeOrder()];
      const unowned = await placeOrder();
      for (const id of owned) await t.gql(TAKE, { id }, adviser.token);
      for (const [i, wait] of [2, 8, 20].entries()) {
        await clock.advance(wait * 60_000);
        await t.gql(LOG_CALL, { input: { orderId: owned[i], outcome: 'NO_ANSWER' } }, adviser.token);
      }
      await clock.advance(10 * 60_000);
      const stats = (await t.gql(STATS, { from: '2026-12-07', to: '2026-12-07' }, superToken)).data.firstContactStats;
      expect(stats).toMatchObject({ targetMinutes: 15, from: '2026-12-07', to: '2026-12-07' });
      expect(stats.owners).toEqual([
        {
          ownerId: adviser.id,
          owner: { id: adviser.id },
          requests: 3,
          contacted: 3,
          withinTarget: 2,
          measured: 3,
          withinTargetShare: 2 / 3,
          medianMinutes: 10,
          p90Minutes: 30,
        },
        {
          ownerId: null,
          owner: null,
          requests: 1,
          contacted: 0,
          withinTarget: 0,
          measured: 1,
          withinTargetShare: 0,
          medianMinutes: null,
          p90Minutes: null,
        },
      ]);
      expect(stats.total).toEqual({
        ownerId: null,
        requests: 4,
        contacted: 3,
        withinTarget: 2,
        measured: 4,
        withinTargetShare: 0.5,
        medianMinutes: 10,
        p90Minutes: 30,
      });
      expect(stats.overdue).toBeGreaterThanOrEqual(1);
      expect((await t.gql(ORDER, { id: unowned }, superToken)).data.order.firstContactOverdue).toBe(true);
      expect(firstError(await t.gql(STATS, { from: '2026-12-08', to: '2026-12-07' }, superToken))).toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    });

    it('serves the timeline, notes and calls over REST with the facade’s shapes', async () => {
      const id = await placeOrder();
      const auth = { authorization: `Bearer ${adviser.token}` };
      const nextCallAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
      const note = await t.http.post(`/api/orders/${id}/notes`).set(auth).send({ note: 'یادداشت آزمایشی', next_call_at: nextCallAt });
      expect(note.status).toBe(201);
      expect(note.body).toMatchObject({
        message: 'یادداشت ثبت شد',
        entry: { order_id: id, kind: 'NOTE', outcome: null, note: 'یادداشت آزمایشی', next_call_at: nextCallAt, author: { id: adviser.id } },
        order: { id, status: 'PENDING', first_contact_at: null, next_call_at: nextCallAt, first_contact_overdue: false },
      });
      const call = await t.http.post(`/api/orders/${id}/calls`).set(auth).send({ outcome: 'talked' });
      expect(call.status).toBe(201);
      expect(call.body).toMatchObject({
        message: 'تماس ثبت شد',
        entry: { kind: 'CALL', outcome: 'TALKED' },
        order: { status: 'PROCESSING', next_call_at: null },
      });
      expect(call.body.order.first_contact_at).toBe(call.body.entry.created_at);

      const timeline = await t.http.get(`/api/orders/${id}/timeline`).set(auth);
      expect(timeline.status).toBe(200);
      expect(timeline.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['CALL', 'NOTE']);
      expect(timeline.body.order).toMatchObject({ id, owner_id: null, first_contact_at: call.body.entry.created_at });

      const refused = await t.http.post(`/api/orders/${id}/calls`).set(auth).send({ outcome: 'MAYBE', next_call_at: 'فردا' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ outcome: ['نتیجه تماس معتبر نیست'], next_call_at: ['زمان تماس بعدی باید زمان معتبر باشد'] });
      expect((await t.http.post(`/api/orders/${id}/notes`).set(auth).send({})).body.errors).toEqual({ note: ['یادداشت الزامی است'] });
      expect((await t.http.get('/api/orders/999999/timeline').set(auth)).status).toBe(404);
    });

    it('takes an Idempotency-Key on REST notes, calls, take and assign: a retry writes once and gets the first answer', async () => {
      const [id, other] = [await placeOrder(), await placeOrder()];
      const post = (path: string, key: string, body: object, token = adviser.token) =>
        t.http
          .post(path)
          .set({ authorization: `Bearer ${token}`, 'idempotency-key': key })
          .send(body);
      const entries = async () => (await t.http.get(`/api/orders/${id}/timeline`).set('authorization', `Bearer ${superToken}`)).body.data;

      const notes = await Promise.all([1, 2].map(() => post(`/api/orders/${id}/notes`, 'note-key-1', { note: 'یک بار' })));
      expect(notes.map((res) => res.status)).toEqual([201, 201]);
      expect(notes[1].text).toBe(notes[0].text);
      expect(notes.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      const reused = await post(`/api/orders/${id}/notes`, 'note-key-1', { note: 'متن دیگر' });
      expect(reused.status).toBe(422);
      expect(reused.text).toMatch(/Idempotency-Key/);

      const call = await post(`/api/orders/${id}/calls`, 'call-key-1', { outcome: 'TALKED' });
      const retried = await post(`/api/orders/${id}/calls`, 'call-key-1', { outcome: 'TALKED' });
      expect([call.status, retried.status, retried.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
      expect(retried.text).toBe(call.text);
      expect((await entries()).map((entry: { kind: string }) => entry.kind)).toEqual(['CALL', 'NOTE']);
      // The key belongs to its address: sent for another request it is another request.
      expect((await post(`/api/orders/${other}/calls`, 'call-key-1', { outcome: 'TALKED' })).status).toBe(422);

      const taken = await post(`/api/orders/${other}/take`, 'take-key-1', {});
      const takenAgain = await post(`/api/orders/${other}/take`, 'take-key-1', {});
      expect([taken.status, takenAgain.status, takenAgain.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
      expect(takenAgain.body.order.owner_id).toBe(adviser.id);

      const assigned = await post(`/api/orders/${id}/assign`, 'assign-key-1', { owner_id: adviser.id }, superToken);
      const assignedAgain = await post(`/api/orders/${id}/assign`, 'assign-key-1', { owner_id: adviser.id }, superToken);
      expect([assigned.status, assignedAgain.status, assignedAgain.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
      expect((await post(`/api/orders/${id}/assign`, 'assign-key-1', { owner_id: null }, superToken)).status).toBe(422);
      expect((await post(`/api/orders/${id}/notes`, 'with space', { note: 'کلید نادرست' })).status).toBe(400);
      expect(await entries()).toHaveLength(2);
    });
  });
});
