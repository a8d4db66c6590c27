import { jest } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from 'src/bootstrap.js';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG } from 'src/platform/config/app.config.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { NotificationChannels } from 'src/reactions/notifications/notification-channels.js';
import { NotificationDelivery, NotificationDeliveryStatus } from 'src/reactions/notifications/notification-delivery.entity.js';
import { NotificationPruner } from 'src/reactions/notifications/notification-pruner.js';
import { NOTIFICATION_RETRY_DELAYS_MS, NOTIFICATION_RETRY_WINDOW_MS } from 'src/reactions/notifications/notification-retry.js';
import { NotificationWorker } from 'src/reactions/notifications/notification-worker.js';
import { describeEngines } from '../support/engines.js';
import { startKavenegarTestServer, type KavenegarTestServer } from '../support/kavenegar-test-server.js';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id ownerId } }';
const ON_DUTY = 'mutation($id: Int!, $onDuty: Boolean!) { setAdminOnDuty(id: $id, onDuty: $onDuty) { id onDuty } }';
const PREFERENCES =
  'mutation($input: UpdatePreferencesInput!) { updateMyPreferences(input: $input) { notifyAssignedEmail notifyAssignedSms notifyOverdueEmail notifyOverdueSms notifyOffHours } }';
const CHANNELS = '{ myNotificationChannels { email mobile emailAvailable smsAvailable } }';

type Switches = Partial<
  Record<'notifyAssignedEmail' | 'notifyAssignedSms' | 'notifyOverdueEmail' | 'notifyOverdueSms' | 'notifyOffHours', boolean>
>;

/** The lines the server's logger wrote while `during` ran, at every level whatever LOG_LEVEL says, and what reached stdout. */
async function captureLogs(during: () => Promise<unknown>): Promise<string[]> {
  const root = PinoLogger.root;
  const stream = (root as unknown as Record<symbol, { write(chunk: string): boolean }>)[pino.symbols.streamSym];
  const { level } = root;
  const write = stream.write;
  const stdout = process.stdout.write;
  let out = '';
  root.level = 'trace';
  stream.write = (chunk: string) => {
    out += chunk;
    return true;
  };
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    await during();
  } finally {
    stream.write = write;
    process.stdout.write = stdout;
    root.level = level;
  }
  return out.split('\n').filter(Boolean);
}

/**
 * E-mail and SMS to admins away from the back office, through the notifications' outbox: written in
 * the change's transaction, sent by the worker under a lease, retried, held through quiet hours,
 * with a real SMTP server and a local server speaking Kavenegar's contract.
 */
describeEngines(() => {
  describe('notifications by e-mail and SMS', () => {
    const SMTP_USER = 'site-mailer';
    const SMTP_PASSWORD = 'smtp-SECRET-9d2f31';
    const SMS_KEY = 'kv-SECRET-71c4e0a9b2';
    const SENDER = '10004346';
    /** Sunday 2026-11-29 10:00 in Tehran: within the default business hours. */
    const clock = new TestClock(new Date('2026-11-29T10:00:00+03:30'));
    const exporter = new tracing.InMemorySpanExporter();
    let t: TestApp;
    let smtp: SmtpTestServer;
    let sms: KavenegarTestServer;
    let superToken: string;
    let phone = 0;
    const nextPhone = () => `0938${String(3_000_000 + phone++).padStart(7, '0')}`;

    beforeAll(async () => {
      trace.setGlobalTracerProvider(new tracing.BasicTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] }));
      smtp = await startSmtpTestServer(SMTP_USER, SMTP_PASSWORD);
      sms = await startKavenegarTestServer(SMS_KEY);
      t = await startTestApp({
        seedDemo: false,
        clock,
        env: {
          FIRST_CONTACT_TARGET_MINUTES: '1',
          SMTP_URL: smtp.url,
          SMTP_FROM: 'site@example.com',
          SMS_PROVIDER: 'kavenegar',
          SMS_API_KEY: SMS_KEY,
          SMS_SENDER: SENDER,
          SMS_API_BASE_URL: sms.baseUrl,
        },
      });
      superToken = t.superToken;
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      await sms?.close();
      trace.disable();
    });

    const worker = () => t.app.get(NotificationWorker);
    const rows = () => t.app.get(DataSource).getRepository(NotificationDelivery);
    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
    const smsTo = (mobile: string) => sms.received.filter((message) => message.receptor === mobile);

    async function admin(tag: string, switches: Switches) {
      const input = { name: 'مدیر', family: tag, email: `${tag}@example.com`, phone: nextPhone(), password: `${tag}-pass-123` };
      const created = await t.gql(CREATE_ADMIN, { input }, superToken);
      const token = await t.login(input.email, input.password);
      const saved = await t.gql(PREFERENCES, { input: switches }, token);
      expect(saved.errors).toBeUndefined();
      return { id: created.data.createAdmin.id as number, token, email: input.email, phone: input.phone };
    }
    const placeOrder = async (fullName: string, description = 'توضیح محرمانهٔ مشتری') => {
      const phoneNumber = nextPhone();
      const res = await t.gql(PUBLIC_ORDER, { input: { fullName, phoneNumber, description } });
      expect(res.errors).toBeUndefined();
      return { id: res.data.createOrder.id as number, phoneNumber };
    };
    const assign = async (id: number, ownerId: number) => expect((await t.gql(ASSIGN, { id, ownerId }, superToken)).errors).toBeUndefined();
    const link = (id: number) => `${t.config.publicUrl}/admin/orders?open=${id}`;

    it('tells an admin by e-mail and SMS of a request given to them, by the rotation and by a superadmin: first name and link only', async () => {
      const owner = await admin('notify-assigned', { notifyAssignedEmail: true, notifyAssignedSms: true });
      const quiet = await admin('notify-nothing', {});
      expect((await t.gql(CHANNELS, {}, owner.token)).data.myNotificationChannels).toEqual({
        email: owner.email,
        mobile: owner.phone,
        emailAvailable: true,
        smsAvailable: true,
      });

      // The rotation: the only admin on duty gets the new request as it is stored.
      await t.gql(ON_DUTY, { id: owner.id, onDuty: true }, superToken);
      const rotated = await placeOrder('زهرا احمدی‌نژاد');
      await t.gql(ON_DUTY, { id: owner.id, onDuty: false }, superToken);
      await worker().poll();
      const [mail] = mailsTo(owner.email);
      expect(mailsTo(owner.email)).toHaveLength(1);
      expect(mail.from).toBe('site@example.com');
      expect(mail.subject).toContain('درخواست تازه به شما سپرده شد');
      expect(mail.text).toContain('زهرا');
      expect(mail.text).toContain(link(rotated.id));
      const { reference } = (await t.gql(`{ order(id: ${rotated.id}) { reference } }`, {}, superToken)).data.order;
      expect(mail.text).toContain([...String(reference)].map((d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]).join(''));
      const [text] = smsTo(owner.phone);
      expect(smsTo(owner.phone)).toHaveLength(1);
      expect(text.sender).toBe(SENDER);
      expect(text.message).toContain('زهرا');
      expect(text.message).toContain(link(rotated.id));
      // No other customer data in a text message: no family name, phone number, description or reference.
      for (const leak of ['احمدی', rotated.phoneNumber, 'توضیح', String(reference)]) expect(text.message).not.toContain(leak);
      for (const leak of [rotated.phoneNumber, 'توضیح']) expect(mail.text).not.toContain(leak);

      // A superadmin's assignment; an admin who turned nothing on gets nothing, and nothing is queued for them.
      const given = await placeOrder('علی رضایی');
      await assign(given.id, owner.id);
      const other = await placeOrder('مریم کاظمی');
      await assign(other.id, quiet.id);
      await worker().poll();
      expect(mailsTo(owner.email).map((m) => m.text.includes(link(given.id)))).toEqual([false, true]);
      expect(smsTo(owner.phone)).toHaveLength(2);
      expect(mailsTo(quiet.email)).toEqual([]);
      expect(await rows().countBy({ adminId: quiet.id })).toBe(0);
      expect(await rows().countBy({ adminId: owner.id, status: NotificationDeliveryStatus.DELIVERED })).toBe(4);
    });

    it('tells the owner when their request passes its first-call target, within a minute of it', async () => {
      const owner = await admin('notify-overdue', { notifyOverdueEmail: true, notifyOverdueSms: true });
      const order = await placeOrder('سارا محمدی');
      await assign(order.id, owner.id);
      const target = clock.now().getTime() + 60_000;
      let sweptAt = 0;
      let received = 0;
      // The sweep runs once a minute: at most two passes after the target.
      for (let minute = 0; minute < 3 && mailsTo(owner.email).length === 0; minute++) {
        sweptAt = performance.now();
        await clock.advance(60_000);
        await worker().poll();
        received = performance.now();
      }
      const [mail] = mailsTo(owner.email);
      expect(mail.subject).toContain('دیرکرد تماس اول');
      expect(mail.text).toContain('سارا');
      expect(mail.text).toContain(link(order.id));
      expect(smsTo(owner.phone).map((m) => m.message)).toEqual([expect.stringContaining(link(order.id))]);
      const row = await rows().findOneByOrFail({ adminId: owner.id, channel: 'email' });
      // Due the moment the sweep announced it: within the sweep's minute of the target, then sent at once.
      const lateMs = row.createdAt.getTime() - target;
      expect(lateMs).toBeLessThanOrEqual(60_000);
      console.log(
        `overdue notification: written ${Math.round(lateMs / 1000)} s after the target (sweep every 60 s), ` +
          `e-mail and SMS sent ${Math.round(received - sweptAt)} ms after the sweep`,
      );
    });

    it('retries after the SMTP server and the SMS provider fail, and delivers once they are back', async () => {
      const owner = await admin('notify-retry', { notifyAssignedEmail: true, notifyAssignedSms: true });
      smtp.failNext(2);
      sms.failNext(2);
      const order = await placeOrder('نیما کریمی');
      await assign(order.id, owner.id);
      await worker().poll();
      expect(mailsTo(owner.email)).toEqual([]);
      const failed = await rows().findOneByOrFail({ adminId: owner.id, channel: 'email' });
      expect(failed).toMatchObject({ status: NotificationDeliveryStatus.PENDING, attempts: 1 });
      expect(failed.lastError).toContain('451');
      expect((await rows().findOneByOrFail({ adminId: owner.id, channel: 'sms' })).lastError).toContain('502');
      // 5 s, then 30 s (±10 %): a minute covers both retries.
      for (let step = 0; step < 12 && (mailsTo(owner.email).length === 0 || smsTo(owner.phone).length === 0); step++) {
        await clock.advance(5_000);
        await worker().poll();
      }
      expect(mailsTo(owner.email)).toHaveLength(1);
      expect(smsTo(owner.phone)).toHaveLength(1);
      for (const row of await rows().findBy({ adminId: owner.id })) {
        expect(row).toMatchObject({ status: NotificationDeliveryStatus.DELIVERED, attempts: 3, leaseOwner: null });
      }
    });

    it('two workers (two instances) never send one message twice: the lease', async () => {
      const owner = await admin('notify-lease', { notifyAssignedEmail: true, notifyAssignedSms: true });
      const kick = jest.spyOn(worker(), 'kick').mockImplementation(() => undefined);
      const orders: number[] = [];
      try {
        for (let i = 0; i < 4; i++) {
          const order = await placeOrder(`مشتری ${i}`);
          await assign(order.id, owner.id);
          orders.push(order.id);
        }
      } finally {
        kick.mockRestore();
      }
      expect(mailsTo(owner.email)).toEqual([]);
      const app = t.app;
      const second = new NotificationWorker(
        app.get(DataSource),
        app.get(DomainEvents),
        app.get(Clock),
        app.get(NotificationChannels),
        app.get(APP_CONFIG),
        app.get(Metrics),
      );
      await Promise.all([worker().poll(), second.poll(), worker().poll(), second.poll()]);
      expect(
        mailsTo(owner.email)
          .map((mail) => orders.findIndex((id) => mail.text.includes(link(id))))
          .sort(),
      ).toEqual([0, 1, 2, 3]);
      expect(smsTo(owner.phone)).toHaveLength(4);
      for (const row of await rows().findBy({ adminId: owner.id })) {
        expect(row).toMatchObject({ status: NotificationDeliveryStatus.DELIVERED, attempts: 1 });
      }
    });

    /** Another instance of the worker, as a second server would run it, with its own lease length. */
    const instance = (leaseMs = t.config.notifications.leaseMs) =>
      new NotificationWorker(
        t.app.get(DataSource),
        t.app.get(DomainEvents),
        t.app.get(Clock),
        t.app.get(NotificationChannels),
        { ...t.config, notifications: { ...t.config.notifications, leaseMs } },
        t.app.get(Metrics),
      );
    /** Attempts /metrics counted since `before`, as `channel outcome` keys. */
    async function attemptsCounted(before: Record<string, number> = {}): Promise<Record<string, number>> {
      const counted: Record<string, number> = {};
      for (const { labels, value } of (await t.app.get(Metrics).notificationDeliveries.get()).values) {
        const key = `${labels.channel} ${labels.outcome}`;
        if (value - (before[key] ?? 0) !== 0) counted[key] = value - (before[key] ?? 0);
      }
      return counted;
    }
    async function pendingScraped(): Promise<number> {
      const line = (await t.app.get(Metrics).scrape()).split('\n').find((l) => l.startsWith('site_notification_outbox_pending '));
      return Number(line?.split(' ')[1]);
    }
    /** Requests given to `owner` with no worker woken: their messages wait in the outbox. */
    async function queued(owner: { id: number }, count: number): Promise<number[]> {
      const kick = jest.spyOn(worker(), 'kick').mockImplementation(() => undefined);
      const orders: number[] = [];
      try {
        for (let i = 0; i < count; i++) {
          const order = await placeOrder(`مشتری صف ${i}`);
          await assign(order.id, owner.id);
          orders.push(order.id);
        }
      } finally {
        kick.mockRestore();
      }
      return orders;
    }

    it('never lets a second instance send a message the first one holds, even after earlier sends of its lane took most of the lease', async () => {
      const owner = await admin('notify-lease-lane', { notifyAssignedEmail: true });
      const orders = await queued(owner, 2);
      // Two instances whose lease (20 s) is above the 15 s send timeout, as the configuration asks.
      const [first, second] = [instance(20_000), instance(20_000)];
      smtp.hold();
      const firstPoll = first.poll();
      await smtp.whenHeld(1);
      // The server answers the first message after 12 s (within the timeout) ...
      clock.jump(12_000);
      smtp.release();
      smtp.hold();
      // ... and the first instance sends the second message, and waits 12 s more for its answer.
      await smtp.whenHeld(1);
      clock.jump(12_000);
      // Meanwhile the second instance looks: the message is the first one's, it must not send it too.
      const secondPoll = second.poll();
      await Promise.race([secondPoll, smtp.whenHeld(2)]);
      smtp.release();
      await Promise.all([firstPoll, secondPoll]);
      expect(mailsTo(owner.email).map((mail) => orders.findIndex((id) => mail.text.includes(link(id))))).toEqual([0, 1]);
      for (const row of await rows().findBy({ adminId: owner.id })) {
        expect(row).toMatchObject({ status: NotificationDeliveryStatus.DELIVERED, attempts: 1, leaseOwner: null });
      }
    });

    it('two instances racing on one message send it once; one that died mid-send leaves it to another once its lease passed', async () => {
      const owner = await admin('notify-lease-race', { notifyAssignedEmail: true });
      const [order] = await queued(owner, 1);
      const counted = await attemptsCounted();
      expect(await pendingScraped()).toBeGreaterThanOrEqual(1);
      // Truly side by side: both look and claim at once, the server holds what reaches it.
      smtp.hold();
      const polls = [instance().poll(), instance().poll()];
      await smtp.whenHeld(1);
      // One claimed it and is sending; the other found it leased and is done, having sent nothing.
      await Promise.race([Promise.any(polls), smtp.whenHeld(2)]);
      expect(smtp.heldCount()).toBe(1);
      // The instance sending it is gone before the server answered: nothing arrived, the lease is still on the row.
      expect(await rows().findOneByOrFail({ adminId: owner.id })).toMatchObject({
        status: NotificationDeliveryStatus.PENDING,
        attempts: 0,
        leaseOwner: expect.any(String),
      });
      await worker().poll();
      expect(mailsTo(owner.email)).toEqual([]);
      clock.jump(t.config.notifications.leaseMs + 1000);
      const after = worker().poll();
      await smtp.whenHeld(2);
      // The dead instance's connection ends without a delivery; the live one's is answered.
      smtp.releaseFirst(true);
      smtp.release();
      await Promise.all([after, ...polls]);
      expect(mailsTo(owner.email).map((mail) => mail.text.includes(link(order)))).toEqual([true]);
      // The dead instance's late failure is not its to record: one attempt, delivered.
      expect(await rows().findOneByOrFail({ adminId: owner.id })).toMatchObject({
        status: NotificationDeliveryStatus.DELIVERED,
        attempts: 1,
        lastError: null,
        leaseOwner: null,
      });
      expect(await attemptsCounted(counted)).toEqual({ 'email delivered': 1 });
    });

    it('keeps the SMS key and the SMTP password out of every log line, span and stored error, whether a send fails or succeeds', async () => {
      const owner = await admin('notify-secrets', { notifyAssignedEmail: true, notifyAssignedSms: true });
      exporter.reset();
      smtp.failNext(1);
      sms.failNext(1);
      const order = await placeOrder('پریسا نوری');
      const lines = await captureLogs(async () => {
        await assign(order.id, owner.id);
        await worker().poll();
        await clock.advance(10_000);
        await worker().poll();
      });
      expect(mailsTo(owner.email)).toHaveLength(1);
      expect(smsTo(owner.phone)).toHaveLength(1);
      // The failed attempts were logged (the capture works), and no line names a secret.
      expect(lines.filter((line) => line.includes('notification #'))).toHaveLength(2);
      for (const line of lines) {
        expect(line).not.toContain(SMS_KEY);
        expect(line).not.toContain(SMTP_PASSWORD);
      }
      const spans = exporter.getFinishedSpans();
      const kavenegar = spans.filter((span) => span.name === 'POST /v1/{key}/sms/send.json');
      expect(kavenegar.map((span) => span.status.code)).toEqual([2, 0].map((code) => code)); // ERROR then UNSET
      expect(kavenegar[0].attributes['url.full']).toBe(`${sms.baseUrl}/v1/{key}/sms/send.json`);
      expect(spans.filter((span) => span.name === 'smtp send')).toHaveLength(2);
      const exported = JSON.stringify(
        spans.map((span) => ({ name: span.name, attributes: span.attributes, status: span.status, events: span.events })),
      );
      expect(exported).not.toContain(SMS_KEY);
      expect(exported).not.toContain(SMTP_PASSWORD);
      const stored = JSON.stringify(await rows().findBy({ adminId: owner.id }));
      expect(stored).not.toContain(SMS_KEY);
      expect(stored).not.toContain(SMTP_PASSWORD);
    });

    it('holds a notification due outside business hours until they open, unless the admin asked for any hour', async () => {
      const holding = await admin('notify-hours', { notifyAssignedEmail: true });
      const anyHour = await admin('notify-any-hour', { notifyAssignedEmail: true, notifyOffHours: true });
      // Sunday 18:00 in Tehran: closed since 17:00, open again Monday 09:00.
      clock.jump(new Date('2026-11-29T18:00:00+03:30').getTime() - clock.now().getTime());
      superToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const first = await placeOrder('هستی امینی');
      const second = await placeOrder('کاوه امینی');
      await assign(first.id, holding.id);
      await assign(second.id, anyHour.id);
      await worker().poll();
      expect(mailsTo(anyHour.email)).toHaveLength(1);
      expect(mailsTo(holding.email)).toEqual([]);
      const held = await rows().findOneByOrFail({ adminId: holding.id });
      expect(held.nextAttemptAt!.toISOString()).toBe(new Date('2026-11-30T09:00:00+03:30').toISOString());
      clock.jump(new Date('2026-11-30T08:59:00+03:30').getTime() - clock.now().getTime());
      await worker().poll();
      expect(mailsTo(holding.email)).toEqual([]);
      await clock.advance(61_000);
      await worker().poll();
      expect(mailsTo(holding.email).map((mail) => mail.text.includes(link(first.id)))).toEqual([true]);
    });

    it('retries a message with growing waits through its day, then gives it up, and prunes it a month after its last attempt', async () => {
      superToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const owner = await admin('notify-give-up', { notifyAssignedSms: true, notifyOffHours: true });
      const HOUR = 3600_000;
      const tried: number[] = [];
      let row: NotificationDelivery;
      const counted = await attemptsCounted();
      const pendingBefore = await pendingScraped();
      sms.failNext(1000);
      try {
        await queued(owner, 1);
        expect(await pendingScraped()).toBe(pendingBefore + 1);
        for (let step = 0; step < 60; step++) {
          await worker().poll();
          row = await rows().findOneByOrFail({ adminId: owner.id });
          if (row.attempts > tried.length) tried.push(row.lastAttemptAt!.getTime());
          if (row.status !== NotificationDeliveryStatus.PENDING) break;
          clock.jump(row.nextAttemptAt!.getTime() + 1000 - clock.now().getTime());
        }
      } finally {
        sms.failNext(0);
      }
      expect(row!).toMatchObject({
        status: NotificationDeliveryStatus.FAILED,
        nextAttemptAt: null,
        attempts: tried.length,
        leaseOwner: null,
      });
      expect(row!.lastError).toContain('502');
      expect(smsTo(owner.phone)).toEqual([]);
      expect(await attemptsCounted(counted)).toEqual({ 'sms retry': tried.length - 1, 'sms failed': 1 });
      expect(await pendingScraped()).toBe(pendingBefore);
      // 5 s, 30 s, 2 min, 10 min, 30 min, then every hour (±10 %; the loop looks a second after each is due) ...
      const gaps = tried.slice(1).map((at, n) => at - tried[n]);
      gaps.forEach((gap, n) => {
        const base = NOTIFICATION_RETRY_DELAYS_MS[Math.min(n, NOTIFICATION_RETRY_DELAYS_MS.length - 1)];
        expect(gap).toBeGreaterThanOrEqual(0.9 * base - 1000);
        expect(gap).toBeLessThanOrEqual(1.1 * base + 2000);
      });
      // ... until the next wait would pass the message's day: the last try is within its last (1.1) hour.
      expect(tried.at(-1)! - tried[0]).toBeLessThanOrEqual(NOTIFICATION_RETRY_WINDOW_MS);
      expect(tried.at(-1)! - tried[0]).toBeGreaterThan(NOTIFICATION_RETRY_WINDOW_MS - 1.1 * HOUR - 2000);
      clock.jump(2 * HOUR);
      await worker().poll();
      expect(await rows().findOneByOrFail({ id: row!.id })).toMatchObject({ attempts: tried.length });

      // A month on, the given-up message goes; one still waiting to be sent stays, however old.
      superToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const waiting = await queued(owner, 1);
      const pruner = t.app.get(NotificationPruner);
      clock.jump(29 * 24 * HOUR);
      await pruner.prune();
      expect(await rows().countBy({ id: row!.id })).toBe(1);
      clock.jump(24 * HOUR);
      expect(await pruner.prune()).toBeGreaterThanOrEqual(1);
      expect(await rows().countBy({ id: row!.id })).toBe(0);
      expect(await rows().findBy({ adminId: owner.id })).toEqual([
        expect.objectContaining({ orderId: waiting[0], status: NotificationDeliveryStatus.PENDING }),
      ]);
      // Back within business hours (Sunday 10:00 in Tehran) for the cases after this one.
      clock.jump(new Date('2027-01-03T10:00:00+03:30').getTime() - clock.now().getTime());
      superToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    });
    it('sends, after a restart, a message committed by an instance that stopped before sending it', async () => {
      superToken = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const owner = await admin('notify-crash', { notifyAssignedEmail: true });
      const order = await placeOrder('آرش فرهادی');
      // The instance commits the change and its outbox row, and is gone before its worker runs.
      const kick = jest.spyOn(worker(), 'kick').mockImplementation(() => undefined);
      await assign(order.id, owner.id);
      kick.mockRestore();
      expect(await rows().findOneByOrFail({ adminId: owner.id })).toMatchObject({
        status: NotificationDeliveryStatus.PENDING,
        attempts: 0,
      });
      await t.app.close();
      expect(mailsTo(owner.email)).toEqual([]);
      t.app = await createApp(t.config, clock);
      await t.app.init();
      await worker().poll();
      expect(mailsTo(owner.email).map((mail) => mail.text.includes(link(order.id)))).toEqual([true]);
      expect(await rows().findOneByOrFail({ adminId: owner.id })).toMatchObject({
        status: NotificationDeliveryStatus.DELIVERED,
        attempts: 1,
      });
    });
  });

  describe('notifications with no channel configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t?.close());

    it('queues nothing and sends nothing, whatever the admins turned on', async () => {
      const input = { name: 'مدیر', family: 'off', email: 'notify-off@example.com', phone: '09383999001', password: 'off-pass-123' };
      const { id } = (await t.gql(CREATE_ADMIN, { input }, t.superToken)).data.createAdmin;
      const token = await t.login(input.email, input.password);
      const all = {
        notifyAssignedEmail: true,
        notifyAssignedSms: true,
        notifyOverdueEmail: true,
        notifyOverdueSms: true,
        notifyOffHours: true,
      };
      expect((await t.gql(PREFERENCES, { input: all }, token)).data.updateMyPreferences).toEqual(all);
      expect((await t.gql(CHANNELS, {}, token)).data.myNotificationChannels).toMatchObject({ emailAvailable: false, smsAvailable: false });
      await t.gql(ON_DUTY, { id, onDuty: true }, t.superToken);
      await t.gql(PUBLIC_ORDER, { input: { fullName: 'بی‌کانال', phoneNumber: '09383999002' } });
      expect(await t.app.get(DataSource).getRepository(NotificationDelivery).count()).toBe(0);
    });
  });
});
