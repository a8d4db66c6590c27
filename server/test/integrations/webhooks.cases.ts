import { jest } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { DataSource, In } from 'typeorm';
import { addDays } from 'src/common/clock.js';
import { tehranDay } from 'src/common/tehran-days.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { WebhookDelivery } from 'src/reactions/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from 'src/reactions/webhooks/webhook-endpoint.entity.js';
import { WebhookEventType } from 'src/reactions/webhooks/webhook-events.js';
import { WebhookExpiryScanner } from 'src/reactions/webhooks/webhook-expiry.js';
import { WebhookNetwork } from 'src/reactions/webhooks/webhook-network.js';
import { enqueue } from 'src/reactions/webhooks/webhook-outbox.js';
import { DELIVERY_PRUNE_INTERVAL_MS, DELIVERY_RETENTION_DAYS, WebhookDeliveryPruner } from 'src/reactions/webhooks/webhook-pruner.js';
import { WebhookWorker } from 'src/reactions/webhooks/webhook-worker.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import {
  receiverCertificate,
  startSilentReceiver,
  startWebhookReceiver,
  type Answer,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../support/webhook-receiver.js';
import { describeEngines } from '../support/engines.js';

/**
 * Hosts a webhook URL may name, as typed, and whether a delivery may connect there (issue 33):
 * only global unicast addresses, however the address is spelled; an IPv6 address that carries an
 * IPv4 one is judged by the IPv4 address it carries.
 */
const SPELLINGS: [host: string, passes: boolean, what: string][] = [
  ['127.0.0.1', false, 'loopback'],
  ['2130706433', false, 'loopback, one decimal number'],
  ['0177.0.0.1', false, 'loopback, octal'],
  ['0x7f.0.0.1', false, 'loopback, hex'],
  ['0x7f000001', false, 'loopback, one hex number'],
  ['127.1', false, 'loopback, short form'],
  ['0', false, '0.0.0.0'],
  ['10.0.0.1', false, 'private'],
  ['172.16.5.4', false, 'private'],
  ['192.168.1.1', false, 'private'],
  ['100.64.0.1', false, 'carrier-grade NAT'],
  ['169.254.169.254', false, 'link-local (cloud metadata)'],
  ['192.0.0.170', false, 'IETF protocol assignments'],
  ['192.0.2.1', false, 'documentation'],
  ['198.51.100.7', false, 'documentation'],
  ['203.0.113.9', false, 'documentation'],
  ['198.18.0.1', false, 'benchmarking'],
  ['192.88.99.1', false, '6to4 relay anycast'],
  ['224.0.0.1', false, 'multicast'],
  ['239.255.255.250', false, 'multicast'],
  ['240.0.0.1', false, 'reserved'],
  ['255.255.255.255', false, 'broadcast'],
  ['[::1]', false, 'IPv6 loopback'],
  ['[::]', false, 'IPv6 unspecified'],
  ['[::7f00:1]', false, 'IPv4-compatible loopback'],
  ['[::127.0.0.1]', false, 'IPv4-compatible loopback, dotted'],
  ['[::a9fe:a9fe]', false, 'IPv4-compatible metadata'],
  ['[::ffff:127.0.0.1]', false, 'IPv4-mapped loopback'],
  ['[::ffff:a00:1]', false, 'IPv4-mapped private'],
  ['[::ffff:0:7f00:1]', false, 'IPv4-translated loopback'],
  ['[64:ff9b::7f00:1]', false, 'NAT64 of loopback'],
  ['[64:ff9b::a9fe:a9fe]', false, 'NAT64 of metadata'],
  ['[64:ff9b:1::a00:1]', false, 'local-use NAT64 of a private address (/96)'],
  ['[64:ff9b:1:7f00:0:100::]', false, 'local-use NAT64 of loopback (/48)'],
  ['[2002:7f00:1::]', false, '6to4 of loopback'],
  ['[2002:a9fe:a9fe::1]', false, '6to4 of metadata'],
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', false, 'Teredo, client 127.0.0.1'],
  ['[2001:0:4136:e378:8000:63bf:f5ff:fffe]', false, 'Teredo, client 10.0.0.1'],
  ['[fe80::1]', false, 'IPv6 link-local'],
  ['[fc00::1]', false, 'unique local'],
  ['[fd12:3456::1]', false, 'unique local'],
  ['[fec0::1]', false, 'site-local'],
  ['[ff02::1]', false, 'multicast'],
  ['[ff0e::1]', false, 'global multicast'],
  ['[2001:db8::1]', false, 'documentation'],
  ['[100::1]', false, 'discard'],
  ['[2001:2::1]', false, 'benchmarking'],
  ['[2001:20::1]', false, 'ORCHIDv2'],
  ['[4000::1]', false, 'outside 2000::/3'],
  ['1.1.1.1', true, 'public'],
  ['8.8.8.8', true, 'public'],
  ['[2606:4700::1111]', true, 'public IPv6'],
  ['[2001:4860:4860::8888]', true, 'public IPv6'],
  ['[::ffff:1.1.1.1]', true, 'IPv4-mapped public'],
  ['[64:ff9b::101:101]', true, 'NAT64 of a public address'],
  ['[2002:101:101::1]', true, '6to4 of a public address'],
  ['[2001:0:4136:e378:8000:63bf:fefe:fefe]', true, 'Teredo, client 1.1.1.1'],
];

/** Names and what the test's DNS answers for them (one private answer among public ones refuses the lot). */
const NAMES: [host: string, answers: string[], passes: boolean][] = [
  ['inside.example.com', ['127.0.0.1'], false],
  ['compat.example.com', ['::7f00:1'], false],
  ['sixtofour.example.com', ['2002:7f00:1::'], false],
  ['sitelocal.example.com', ['fec0::1'], false],
  ['nat64.example.com', ['64:ff9b::a9fe:a9fe'], false],
  ['docs.example.com', ['192.0.2.10'], false],
  ['mixed.example.com', ['2606:4700::1111', 'fd00::1'], false],
  ['public.example.com', ['1.1.1.1', '2606:4700::1111'], true],
];

describeEngines(() => {
  /** What the receivers' public name resolves to; the test's network routes it to the local receiver. */
  const PUBLIC_ADDRESS = '93.184.215.14';
  /** WEBHOOKS_TIMEOUT_MS here: a receiver that never answers costs each attempt this long. */
  const DELIVERY_TIMEOUT_MS = 4000;
  /** `promise`, or nothing once `ms` have passed (the timer cleared either way: none outlives the test). */
  async function within(promise: Promise<unknown>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }
  const HOST = 'hooks.example.com';
  const ENDPOINT = 'id url events enabled secret failedDeliveries disabledReason';
  const DELIVERY = 'id messageId eventType payload status attempts nextAttemptAt lastStatusCode lastDurationMs lastResponse lastError';

  describe('webhooks (insecure flag off)', () => {
    const tls = receiverCertificate();
    const clock = new TestClock(new Date());
    let t: TestApp;
    let worker: WebhookWorker;
    let network: WebhookNetwork;
    /** The test's DNS: a name to its addresses. */
    let names: Record<string, string[]>;
    let receiver: WebhookReceiver | null = null;
    /** A superadmin's token, fresh for each test: some tests move the clock past a token's life. */
    let token: string;

    beforeAll(async () => {
      t = await startTestApp({ clock, env: { WEBHOOKS_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS) } });
      worker = t.app.get(WebhookWorker);
      network = t.app.get(WebhookNetwork);
      network.ca = tls.cert;
      network.resolve = async (host) => {
        if (!names[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
        return names[host];
      };
      network.route = (address) => (address === PUBLIC_ADDRESS ? '127.0.0.1' : address);
    });

    beforeEach(async () => {
      names = { [HOST]: [PUBLIC_ADDRESS] };
      token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    });

    afterEach(async () => {
      await worker.poll();
      await receiver?.close();
      receiver = null;
      await t.app.get(DataSource).getRepository(WebhookEndpoint).createQueryBuilder().delete().execute();
    });

    afterAll(() => t?.close());

    async function receive(answer?: Answer): Promise<string> {
      receiver = await startWebhookReceiver(answer, tls);
      return `https://${HOST}:${receiver.port}/incoming`;
    }

    async function register(url: string, events = ['ORDER_CREATED']) {
      return t.gql(
        `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ${ENDPOINT} } }`,
        { input: { url, events } },
        token,
      );
    }

    async function endpointAt(url: string, events?: string[]) {
      const result = await register(url, events);
      expect(result.errors).toBeUndefined();
      return result.data.createWebhookEndpoint as { id: number; secret: string };
    }

    async function deliveries(endpointId: number) {
      const result = await t.gql(
        `query($id: Int!) { webhookDeliveries(endpointId: $id) { total items { ${DELIVERY} } } }`,
        { id: endpointId },
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data.webhookDeliveries.items as Record<string, any>[];
    }

    /** The reference verifier, as a receiver whose clock reads the same time as the site's would run it. */
    function verify(secret: string, request: ReceivedWebhook): any {
      const now = jest.spyOn(Date, 'now').mockReturnValue(clock.now().getTime());
      try {
        return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
      } finally {
        now.mockRestore();
      }
    }

    /** Moves the clock without running the timers; a superadmin logs in again, as staff would after so long. */
    async function jump(ms: number) {
      clock.jump(ms);
      token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    }

    /** Attempts counted in `site_webhook_deliveries_total`, by outcome, since `before` (what Prometheus would see increase). */
    async function attemptsCounted(before: Record<string, number> = {}): Promise<Record<string, number>> {
      const { values } = await t.app.get(Metrics).webhookDeliveries.get();
      const counted: Record<string, number> = {};
      for (const { labels, value } of values) {
        const delta = value - (before[String(labels.outcome)] ?? 0);
        if (delta !== 0) counted[String(labels.outcome)] = delta;
      }
      return counted;
    }

    /** `site_webhook_outbox_pending` as a scrape reads it. */
    async function pendingScraped(): Promise<number> {
      const line = (await t.app.get(Metrics).scrape()).split('\n').find((l) => l.startsWith('site_webhook_outbox_pending '));
      return Number(line?.split(' ')[1]);
    }

    const placeOrder = (fullName = 'مریم احمدی') =>
      t.http.post('/api/orders/create').send({ full_name: fullName, phone_number: '09121234567', description: 'یک فروشگاه کوچک' });

    it('posts order.created to a registered endpoint, signed as Standard Webhooks verifies', async () => {
      const endpoint = await endpointAt(await receive());
      expect(endpoint.secret).toMatch(/^whsec_/);
      const placed = await placeOrder();
      expect(placed.status).toBeLessThan(300);

      const request = await receiver!.request(0);
      const payload = verify(endpoint.secret, request);
      expect(payload).toMatchObject({
        type: 'order.created',
        // The reference («کد پیگیری») the visitor was shown, so a receiver can match their call (issue 36).
        data: { full_name: 'مریم احمدی', phone_number: '09121234567', status: 'PENDING', reference: placed.body.reference },
      });
      expect(placed.body.reference).toMatch(/^\d{10}$/);
      expect(request.headers['webhook-id']).toMatch(/^msg_/);

      await worker.poll();
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({
        eventType: 'order.created',
        status: 'DELIVERED',
        attempts: 1,
        lastStatusCode: 200,
        lastResponse: 'answer 200',
      });
      expect(delivery.messageId).toBe(request.headers['webhook-id']);
    });

    it('announces status changes, new customers and their plans, leaving staff notes and access details out', async () => {
      const endpoint = await endpointAt(await receive(), ['ORDER_STATUS_CHANGED', 'CUSTOMER_CREATED', 'CUSTOMER_PLAN_CREATED']);
      const order = await placeOrder('پیگیری وضعیت');
      const { data: orders } = await t.gql('{ orders(search: "پیگیری وضعیت") { items { id } } }', {}, token);
      await t.gql(
        'mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }',
        { id: orders.orders.items[0].id },
        token,
      );
      expect(order.status).toBeLessThan(300);
      const customer = await t.gql(
        `mutation { createCustomer(input: { name: "رضا", family: "نوری", email: "reza.hooks@example.com", phone: "09125556677", description: "یادداشت کارشناس" }) { id } }`,
        {},
        token,
      );
      const { data: plans } = await t.gql('{ plans { id } }');
      await t.gql(
        `mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }`,
        {
          input: {
            customerId: customer.data.createCustomer.id,
            planId: plans.plans[0].id,
            domainName: 'reza.ir',
            description: 'رمز پنل: ۱۲۳۴',
          },
        },
        token,
      );
      await receiver!.request(2);
      await worker.poll();
      const payloads = receiver!.received.map((request) => verify(endpoint.secret, request));
      expect(payloads.map((payload) => payload.type).sort()).toEqual(['customer.created', 'customer_plan.created', 'order.status_changed']);
      const byType = Object.fromEntries(payloads.map((payload) => [payload.type, payload.data]));
      expect(byType['order.status_changed']).toMatchObject({ full_name: 'پیگیری وضعیت', status: 'PROCESSING', previous_status: 'PENDING' });
      expect(byType['customer.created']).toMatchObject({ name: 'رضا', family: 'نوری', email: 'reza.hooks@example.com' });
      expect(byType['customer.created']).not.toHaveProperty('description');
      expect(byType['customer_plan.created']).toMatchObject({ domain_name: 'reza.ir', customer_id: customer.data.createCustomer.id });
      expect(byType['customer_plan.created']).not.toHaveProperty('description');
    });

    it('retries a receiver answering 500, 500, then 200: three attempts, one webhook-id, delivered', async () => {
      const answers = [500, 500, 200];
      const endpoint = await endpointAt(await receive((index) => answers[index] ?? 200));
      const counted = await attemptsCounted();
      await placeOrder();
      await receiver!.request(0);
      await worker.poll();
      let [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
      expect(await pendingScraped()).toBe(1);

      await clock.advance(11_000); // about 5 s with jitter, and the next look (every 5 s)
      [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 2, lastStatusCode: 500 });

      await clock.advance(5.5 * 60_000 + 10_000); // about 5 min with jitter, and the next look
      [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 200, nextAttemptAt: null });
      expect(receiver!.received).toHaveLength(3);
      // What an operator's dashboard shows: two attempts to retry, one delivered, nothing waiting.
      expect(await attemptsCounted(counted)).toEqual({ retry: 2, delivered: 1 });
      expect(await pendingScraped()).toBe(0);
      expect(new Set(receiver!.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.messageId]));
      // Each attempt is signed afresh over its own timestamp: the last one verifies at its time.
      expect(verify(endpoint.secret, receiver!.received[2])).toMatchObject({ type: 'order.created' });
    });

    it('gives up after three days and shows the delivery as failed', async () => {
      const endpoint = await endpointAt(await receive(() => 503));
      const counted = await attemptsCounted();
      await placeOrder();
      await receiver!.request(0);
      await worker.poll();
      for (let guard = 0; guard < 30; guard += 1) {
        const [delivery] = await deliveries(endpoint.id);
        if (delivery.status !== 'PENDING') break;
        await jump(new Date(delivery.nextAttemptAt).getTime() - clock.now().getTime() + 1_000);
        await worker.poll();
      }
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'FAILED', lastStatusCode: 503, nextAttemptAt: null });
      // 1 + 6 scheduled retries (about 17.6 h) + every 10 h up to 72 h: 12 attempts, give or take the jitter.
      expect(delivery.attempts).toBeGreaterThanOrEqual(11);
      expect(delivery.attempts).toBeLessThanOrEqual(13);
      expect(receiver!.received).toHaveLength(delivery.attempts);
      expect(await attemptsCounted(counted)).toEqual({ retry: delivery.attempts - 1, failed: 1 });
      const { data } = await t.gql(`{ webhookEndpoints { id failedDeliveries } }`, {}, token);
      expect(data.webhookEndpoints).toEqual([{ id: endpoint.id, failedDeliveries: 1 }]);
    });

    it(`prunes finished deliveries ${DELIVERY_RETENTION_DAYS} days after their last attempt, by the app clock`, async () => {
      const endpoint = await endpointAt(await receive((index) => (index === 0 ? 200 : 503)));
      await placeOrder('تحویل‌شده');
      await receiver!.request(0);
      await worker.poll();
      await placeOrder('در حال تلاش');
      await receiver!.request(1);
      await worker.poll();
      const before = await deliveries(endpoint.id);
      expect(before.map((delivery) => delivery.status).sort()).toEqual(['DELIVERED', 'PENDING']);

      const pruner = t.app.get(WebhookDeliveryPruner);
      expect(await pruner.prune()).toBe(0);
      // Past the retention (the hourly look is the pruner's own timer; running an hour of every timer is slow on MariaDB).
      await jump(DELIVERY_RETENTION_DAYS * 24 * 3600_000 + DELIVERY_PRUNE_INTERVAL_MS);
      await worker.poll();
      expect(await pruner.prune()).toBe(1);
      // The delivered one is gone; the one still retrying was given up on just now, so it stays.
      const after = await deliveries(endpoint.id);
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: before.find((delivery) => delivery.status === 'PENDING')!.id, status: 'FAILED' });
      expect(await pruner.prune()).toBe(0);
    });

    it('turns the endpoint off when the receiver answers 410 Gone', async () => {
      const endpoint = await endpointAt(await receive(() => 410));
      const counted = await attemptsCounted();
      await placeOrder();
      await receiver!.request(0);
      await worker.poll();
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1, lastStatusCode: 410 });
      expect(await attemptsCounted(counted)).toEqual({ gone: 1 });
      const { data } = await t.gql(`query($id: Int!) { webhookEndpoint(id: $id) { enabled disabledReason } }`, { id: endpoint.id }, token);
      expect(data.webhookEndpoint.enabled).toBe(false);
      expect(data.webhookEndpoint.disabledReason).toContain('۴۱۰');
      await placeOrder('بعد از ۴۱۰');
      expect(await deliveries(endpoint.id)).toHaveLength(1);
    });

    it('signs with the old secret beside the new one for 24 hours after a rotation', async () => {
      const endpoint = await endpointAt(await receive());
      const rotated = await t.gql(`mutation($id: Int!) { rotateWebhookSecret(id: $id) { secret } }`, { id: endpoint.id }, token);
      const secret = rotated.data.rotateWebhookSecret.secret as string;
      expect(secret).not.toBe(endpoint.secret);
      await placeOrder();
      const first = await receiver!.request(0);
      expect(String(first.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const key of [secret, endpoint.secret]) expect(verify(key, first)).toMatchObject({ type: 'order.created' });

      await jump(24 * 3600_000 + 60_000);
      await placeOrder('یک روز بعد');
      const later = await receiver!.request(1);
      expect(verify(secret, later)).toMatchObject({ type: 'order.created' });
      expect(() => verify(endpoint.secret, later)).toThrow('No matching signature found');
    });

    it('sends a test event and redelivers a delivery with the same webhook-id', async () => {
      const endpoint = await endpointAt(await receive());
      const sent = await t.gql(`mutation($id: Int!) { sendTestWebhook(endpointId: $id) { id eventType } }`, { id: endpoint.id }, token);
      expect(sent.data.sendTestWebhook.eventType).toBe('webhook.test');
      const first = await receiver!.request(0);
      expect(JSON.parse(first.body)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
      await worker.poll();
      const again = await t.gql(
        `mutation($id: Int!) { redeliverWebhook(id: $id) { id status } }`,
        { id: sent.data.sendTestWebhook.id },
        token,
      );
      expect(again.data.redeliverWebhook.status).toBe('PENDING');
      const second = await receiver!.request(1);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      await worker.poll();
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    });

    it('refuses endpoints on loopback, link-local, metadata and private addresses, by address or by name', async () => {
      names['inside.example.com'] = ['127.0.0.1'];
      names['mixed.example.com'] = [PUBLIC_ADDRESS, '10.1.2.3'];
      names['metadata.example.com'] = ['169.254.169.254'];
      names['v6.example.com'] = ['::1'];
      for (const url of [
        'https://127.0.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://inside.example.com/hook',
        'https://mixed.example.com/hook',
        'https://metadata.example.com/hook',
        'https://v6.example.com/hook',
      ]) {
        const result = await register(url);
        expect({ url, ...firstError(result) }).toMatchObject({
          url,
          code: 'VALIDATION_FAILED',
          fields: { url: [expect.stringContaining('شبکهٔ داخلی')] },
        });
      }
      for (const url of ['http://127.0.0.1/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/hook', `http://${HOST}/hook`]) {
        expect(firstError(await register(url)).fields).toEqual({ url: ['نشانی باید با https شروع شود'] });
      }
      expect(firstError(await register('https://nowhere.example.com/hook')).fields).toEqual({ url: ['نام میزبان این نشانی پیدا نشد'] });
      const { data } = await t.gql('{ webhookEndpoints { id } }', {}, token);
      expect(data.webhookEndpoints).toEqual([]);
    });

    it(`classifies ${SPELLINGS.length + NAMES.length} spellings of an address at registration: only global unicast ones pass`, async () => {
      for (const [host, answers] of NAMES) names[host] = answers;
      const outcomes = [];
      for (const [host, passes, what] of [
        ...SPELLINGS,
        ...NAMES.map(([host, answers, passes]) => [host, passes, answers.join(' ')] as const),
      ]) {
        const result = await register(`https://${host}/hook`);
        outcomes.push({ host, what, passes, refused: result.errors ? firstError(result).fields : undefined });
      }
      const refusal = { url: ['این نشانی به شبکهٔ داخلی می‌رسد و پذیرفته نمی‌شود'] };
      expect(outcomes).toEqual(outcomes.map(({ passes, ...rest }) => ({ ...rest, passes, refused: passes ? undefined : refusal })));
    });

    it(`classifies the same ${SPELLINGS.length + NAMES.length} spellings at delivery: the worker never connects to a refused one`, async () => {
      for (const [host, answers] of NAMES) names[host] = answers;
      // A plain receiver every checked address is routed to: a delivery let through arrives there.
      receiver = await startWebhookReceiver();
      network.route = () => '127.0.0.1';
      try {
        // Rows as an endpoint registered under an older rule (or a name rebound since) leaves them.
        const hosts = [
          ...SPELLINGS.map(([host, passes]) => [host, passes] as const),
          ...NAMES.map(([host, , passes]) => [host, passes] as const),
        ];
        const repository = t.app.get(DataSource).getRepository(WebhookEndpoint);
        const rows = await repository.save(
          hosts.map(([host]) =>
            repository.create({
              url: `http://${host}:${receiver!.port}/hook`,
              events: [WebhookEventType.ORDER_CREATED],
              secret: 'whsec_c3BlbGxpbmdz',
              enabled: true,
            }),
          ),
        );
        await t.app.get(DomainEvents).write(async ({ manager }) => {
          for (const row of rows) await enqueue(manager, clock.now(), 'webhook.test', { endpoint_id: row.id }, row);
        });
        await worker.poll();
        // Each row's outcome as its delivery log shows it (read in one query: 65 log pages cost seconds).
        const recorded = await t.app
          .get(DataSource)
          .getRepository(WebhookDelivery)
          .findBy({ endpointId: In(rows.map((row) => row.id)) });
        const outcomes = rows.map((row, index) => {
          const delivery = recorded.find((candidate) => candidate.endpointId === row.id)!;
          return {
            host: hosts[index][0],
            passes: hosts[index][1],
            status: delivery.status,
            refused: /^refused: /.test(delivery.lastError ?? ''),
          };
        });
        expect(outcomes).toEqual(
          outcomes.map(({ host, passes }) => ({ host, passes, status: passes ? 'DELIVERED' : 'PENDING', refused: !passes })),
        );
        expect(receiver!.received).toHaveLength(hosts.filter(([, passes]) => passes).length);
      } finally {
        network.route = (address) => (address === PUBLIC_ADDRESS ? '127.0.0.1' : address);
      }
    });

    it('checks the address again at delivery: a name rebound to loopback is not reached', async () => {
      const endpoint = await endpointAt(await receive());
      names[HOST] = ['127.0.0.1'];
      await t.gql(`mutation($id: Int!) { sendTestWebhook(endpointId: $id) { id } }`, { id: endpoint.id }, token);
      await worker.poll();
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
      expect(delivery.lastError).toMatch(/refused: .*private address \(127\.0\.0\.1\)/);
      expect(receiver!.received).toHaveLength(0);
    });

    it('does not follow a redirect', async () => {
      const endpoint = await endpointAt(await receive(() => 307));
      await t.gql(`mutation($id: Int!) { sendTestWebhook(endpointId: $id) { id } }`, { id: endpoint.id }, token);
      await receiver!.request(0);
      await worker.poll();
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 307 });
      expect(receiver!.received).toHaveLength(1);
    });

    it('announces a plan expiring once at 30 days and once at 7 days', async () => {
      const endpoint = await endpointAt(await receive(), ['CUSTOMER_PLAN_EXPIRING']);
      const customer = await t.gql(
        `mutation { createCustomer(input: { name: "سارا", family: "کریمی", email: "sara.expiring@example.com", phone: "09123334455" }) { id } }`,
        {},
        token,
      );
      const { data: plans } = await t.gql('{ plans { id } }');
      const today = tehranDay(clock.now());
      const created = await t.gql(
        `mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }`,
        {
          input: {
            customerId: customer.data.createCustomer.id,
            planId: plans.plans[0].id,
            domainName: 'sara-shop.ir',
            orderDate: today,
            expireDate: addDays(today, 30),
            isActive: true,
          },
        },
        token,
      );
      expect(created.errors).toBeUndefined();
      const scanner = t.app.get(WebhookExpiryScanner);
      expect(await scanner.scan()).toBe(1);
      expect(await scanner.scan()).toBe(0);
      await jump(23 * 24 * 3600_000);
      expect(await scanner.scan()).toBe(1);
      expect(await scanner.scan()).toBe(0);
      await receiver!.request(1);
      await worker.poll();
      const days = receiver!.received
        .map((request) => JSON.parse(request.body))
        .map((payload) => [payload.type, payload.data.domain_name, payload.data.days_left]);
      expect(days).toEqual([
        ['customer_plan.expiring', 'sara-shop.ir', 30],
        ['customer_plan.expiring', 'sara-shop.ir', 7],
      ]);
      expect((await deliveries(endpoint.id)).every((delivery) => delivery.status === 'DELIVERED')).toBe(true);
    });

    it('two workers side by side deliver every event once, never one event twice at the same time', async () => {
      const endpoint = await endpointAt(await receive(() => new Promise((resolve) => setTimeout(() => resolve(200), 5))));
      const row = await t.app.get(DataSource).getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id });
      await t.app.get(DomainEvents).write(async ({ manager }) => {
        for (let n = 0; n < 30; n += 1) await enqueue(manager, clock.now(), 'webhook.test', { n }, row);
      });
      const other = new WebhookWorker(t.app.get(DataSource), t.app.get(DomainEvents), clock, network, t.config, t.app.get(Metrics));
      await Promise.all([worker.poll(), other.poll(), worker.poll(), other.poll()]);
      const ids = receiver!.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(receiver!.maxInFlightPerId()).toBe(1);
      const { data } = await t.gql(
        `query($id: Int!) { webhookDeliveries(endpointId: $id, perPage: 100) { items { status } } }`,
        { id: endpoint.id },
        token,
      );
      expect(data.webhookDeliveries.items.filter((d: { status: string }) => d.status === 'DELIVERED')).toHaveLength(30);
    });

    it('a receiver that never answers delays only its own deliveries: the healthy one beside it gets each event within a second', async () => {
      const EVENTS = 6;
      const silent = await startSilentReceiver();
      try {
        await endpointAt(`https://${HOST}:${silent.port}/incoming`);
        const healthy = await endpointAt(await receive());
        const sentAt: number[] = [];
        for (let n = 0; n < EVENTS; n += 1) {
          sentAt.push(performance.now());
          expect((await placeOrder(`رویداد ${n}`)).status).toBeLessThan(300);
        }
        // Looked at before the silent receiver's first call can have timed out.
        const deadline = sentAt[0] + DELIVERY_TIMEOUT_MS - 1000;
        await within(receiver!.request(EVENTS - 1), deadline - performance.now());
        const arrivals = new Map(receiver!.received.map((request) => [JSON.parse(request.body).data.full_name as string, request.at]));
        const delays = sentAt.map((at, n) => {
          const arrived = arrivals.get(`رویداد ${n}`);
          return arrived === undefined ? 'not yet' : Math.round(arrived - at);
        });
        expect(delays.filter((delay) => delay === 'not yet' || delay > 1000)).toEqual([]);
        // Meanwhile the silent one still holds its calls, none of them answered or recorded yet.
        expect(silent.open()).toBeGreaterThan(0);
        expect(performance.now()).toBeLessThan(sentAt[0] + DELIVERY_TIMEOUT_MS);

        await silent.close();
        await worker.poll();
        expect((await deliveries(healthy.id)).map((delivery) => delivery.status)).toEqual(Array(EVENTS).fill('DELIVERED'));
      } finally {
        await silent.close();
      }
    });

    it('logs creating, changing, rotating the secret of and deleting an endpoint, never a secret', async () => {
      const endpoint = await endpointAt(`https://${HOST}/hooks`);
      const changes = [
        await t.gql(`mutation($id: Int!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }`, { id: endpoint.id }, token),
        await t.gql(`mutation($id: Int!) { rotateWebhookSecret(id: $id) { secret } }`, { id: endpoint.id }, token),
        await t.gql(`mutation($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: endpoint.id }, token),
      ];
      for (const change of changes) expect(change.errors).toBeUndefined();
      const rotatedSecret = changes[1].data.rotateWebhookSecret.secret as string;
      const log = await t.gql(
        `{ activityLog(entityType: WEBHOOK_ENDPOINT, perPage: 100) { items { action entityId label before after admin { email } } } }`,
        {},
        token,
      );
      expect(log.errors).toBeUndefined();
      const entries = (log.data.activityLog.items as Record<string, any>[]).filter((entry) => entry.entityId === endpoint.id);
      expect(entries.map((entry) => entry.action).reverse()).toEqual(['CREATE', 'UPDATE', 'ROTATE_SECRET', 'DELETE']);
      for (const entry of entries) expect(entry).toMatchObject({ label: `https://${HOST}/hooks`, admin: { email: ADMIN_EMAIL } });
      const update = entries.find((entry) => entry.action === 'UPDATE')!;
      expect(JSON.parse(update.before)).toMatchObject({ enabled: true });
      expect(JSON.parse(update.after)).toMatchObject({ enabled: false });
      const written = JSON.stringify(entries);
      for (const secret of [endpoint.secret, rotatedSecret]) expect(written).not.toContain(secret.slice(6));
    });

    it('lets only superadmins manage webhooks', async () => {
      await t.gql(
        `mutation { createAdmin(input: { name: "نگار", family: "رضایی", email: "plain.webhooks@example.com", phone: "09121112233", password: "plain-admin-pass" }) { id } }`,
        {},
        token,
      );
      const plain = await t.login('plain.webhooks@example.com', 'plain-admin-pass');
      expect(firstError(await t.gql('{ webhookEndpoints { id } }', {}, plain)).code).toBe('FORBIDDEN');
      const create = await t.gql(
        `mutation { createWebhookEndpoint(input: { url: "https://${HOST}/x", events: [ORDER_CREATED] }) { id } }`,
        {},
        plain,
      );
      expect(firstError(create).code).toBe('FORBIDDEN');
    });
  });

  describe('webhooks with WEBHOOKS_ALLOW_INSECURE=true', () => {
    let t: TestApp;
    let receiver: WebhookReceiver;

    beforeAll(async () => {
      t = await startTestApp({ env: { WEBHOOKS_ALLOW_INSECURE: 'true' } });
      receiver = await startWebhookReceiver();
    });

    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    it('keeps accepting private and loopback addresses in any spelling, for development', async () => {
      const refusedWithoutFlag = SPELLINGS.filter(([, passes]) => !passes).map(([host]) => host);
      const hosts = ['10.0.0.1', '[::7f00:1]', '[2002:7f00:1::]', '[fec0::1]', '[64:ff9b::a9fe:a9fe]'];
      expect(refusedWithoutFlag).toEqual(expect.arrayContaining(hosts));
      for (const host of hosts) {
        const created = await t.gql(
          `mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [ORDER_CREATED] }) { id } }`,
          { url: `https://${host}/dev` },
          t.superToken,
        );
        expect({ host, errors: created.errors }).toEqual({ host, errors: undefined });
        await t.gql(
          `mutation($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }`,
          { id: created.data.createWebhookEndpoint.id },
          t.superToken,
        );
      }
    });

    it('accepts and delivers to a plain-http loopback endpoint, for development', async () => {
      const created = await t.gql(
        `mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [ORDER_CREATED] }) { id secret } }`,
        { url: `http://127.0.0.1:${receiver.port}/dev` },
        t.superToken,
      );
      expect(created.errors).toBeUndefined();
      await t.http.post('/api/orders/create').send({ full_name: 'توسعه‌دهنده', phone_number: '09121234567' });
      const request = await receiver.request(0);
      expect(
        new Webhook(created.data.createWebhookEndpoint.secret).verify(request.body, request.headers as Record<string, string>),
      ).toMatchObject({
        type: 'order.created',
      });
      await t.app.get(WebhookWorker).poll();
    });
  });
});
