import { spawnSync } from 'node:child_process';
import { IncomingMessage, ServerResponse } from 'node:http';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import { SITE_ANONYMOUS_OPERATIONS } from 'src/delivery/graphql/graphql-metrics.plugin.js';
import { OrderStatus } from 'src/domain/orders/order.entity.js';
import type { EarlyAnswer } from 'src/platform/observability/http-metrics.middleware.js';
import { DrainState } from 'src/platform/health/drain-state.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { markDraining, requestLogLevel } from 'src/platform/observability/request-log.js';
import { WebhookWorker } from 'src/reactions/webhooks/webhook-worker.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from 'test/support/test-app.js';
import { TestClock } from 'test/support/test-clock.js';
import { startSilentReceiver, startWebhookReceiver } from 'test/support/webhook-receiver.js';
import { startS3TestServer, type S3TestServer } from 'test/support/s3-test-server.js';
import { emptyRedis } from './support/redis-test-server.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  /**
   * Prometheus metrics and trace ids (issue 26; docs/ARCHITECTURE.md, a request's path): what an
   * operator's Prometheus scrapes, what a stranger cannot, and what one scan of random URLs costs.
   */
  const TOKEN = 'metrics-test-token-0123456789';

  /** The scrape must be valid for Prometheus's own linter (Debian's `prometheus` package; .ci/run installs it). */
  function promtoolCheck(text: string): { status: number | null; output: string } {
    const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (run.error) throw new Error(`promtool is needed for this test (apt-get install prometheus): ${run.error.message}`);
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  /** The series lines (not comments) of the product's own families. */
  const siteSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('site_'));

  /** The value of the first series whose line starts with `prefix` (name and labels as Prometheus prints them). */
  function valueOf(text: string, prefix: string): number | undefined {
    const line = text.split('\n').find((l) => l.startsWith(prefix));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  }

  describe('Prometheus metrics behind METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => {
      const res = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text;
    };

    beforeAll(async () => {
      t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES: '2' } });
    });
    afterAll(() => t.close());

    it('refuses a scrape without the token, or with another, with 401 and no figures', async () => {
      const none = await t.http.get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.body.error).toMatch(/[\u0600-\u06FF]/);
      expect(none.text).not.toMatch(/^(# (HELP|TYPE) )?site_\w+/m);
      const wrong = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}x`);
      expect(wrong.status).toBe(401);
      // An admin's session is not a scraper's token.
      const admin = await t.http.get('/metrics').set('authorization', `Bearer ${t.superToken}`);
      expect(admin.status).toBe(401);
    });

    it('exposes every family, valid for promtool, after the product was used', async () => {
      // Public reads: the first builds the answer (the route), the second is answered from the store.
      expect((await t.http.get('/api/plans')).status).toBe(200);
      expect((await t.http.get('/api/plans')).status).toBe(200);
      // GraphQL: a named operation, an unnamed one, a refusal for depth and one for CSRF.
      // A signed-in caller's own name, and the site's own public document sent anonymously.
      expect((await t.gql('query PlanTitles { plans { id title } }', {}, t.superToken)).status).toBe(200);
      expect((await t.gql('query PlanTable { plans { id } }')).status).toBe(200);
      expect((await t.gql('{ features { id } }')).status).toBe(200);
      const deep =
        '{ customers { items { customerPlans { customer { customerPlans { customer { customerPlans { customer { id } } } } } } } } }';
      expect((await t.gql(deep, {}, t.superToken)).errors?.[0].extensions.code).toBe('QUERY_TOO_DEEP');
      const csrf = await t.http
        .post('/graphql')
        .field('operations', JSON.stringify({ query: '{ plans { id } }' }))
        .field('map', '{}');
      expect(csrf.status).toBe(400);
      // Requests created through each door, a status change, an idempotent replay.
      const body = { full_name: 'مریم سنجری', phone_number: '09121234567' };
      const key = randomUUID();
      const first = await t.http.post('/api/orders/create').set('idempotency-key', key).send(body);
      const again = await t.http.post('/api/orders/create').set('idempotency-key', key).send(body);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      const viaForm = await t.gql<{ createOrder: { id: number } }>(
        'mutation Ask($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
        { input: { fullName: 'رضا کاظمی', phoneNumber: '09127654321' } },
      );
      const changed = await t.gql(
        'mutation Call($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { id } }',
        { id: viaForm.data.createOrder.id, status: OrderStatus.COMPLETED },
        t.superToken,
      );
      expect(changed.errors).toBeUndefined();
      // Two wrong passwords (LOGIN_MAX_FAILURES=2), then a lockout.
      const wrongLogin = () => t.http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: 'not-the-password' });
      expect((await wrongLogin()).status).toBe(401);
      expect((await wrongLogin()).status).toBe(401);
      expect((await wrongLogin()).status).toBe(429);

      const text = await scrape();
      const check = promtoolCheck(text);
      expect(check.output).toBe('');
      expect(check.status).toBe(0);

      for (const family of [
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_gc_duration_seconds',
        'nodejs_active_handles',
        'site_eventloop_lag_p50_seconds',
        'site_eventloop_lag_p90_seconds',
        'site_eventloop_lag_p99_seconds',
        'site_eventloop_lag_max_seconds',
        'site_requests_overdue',
        'site_notification_deliveries_total',
        'site_http_requests_total',
        'site_http_request_duration_seconds',
        'site_http_requests_in_flight',
        'site_graphql_operations_total',
        'site_graphql_operation_duration_seconds',
        'site_graphql_refusals_total',
        'site_db_query_duration_seconds',
        'site_db_query_errors_total',
        'site_db_sqlite_busy_errors_total',
        'site_db_pool_connections',
        'site_db_pool_waiting',
        'site_redis_command_duration_seconds',
        'site_s3_request_duration_seconds',
        'site_public_read_cache_hits_total',
        'site_public_read_cache_misses_total',
        'site_public_read_cache_bytes',
        'site_public_read_cache_evictions_total',
        'site_page_renders_total',
        'site_page_render_queue_length',
        'site_page_render_wait_seconds',
        'site_login_failures_total',
        'site_login_lockouts_total',
        'site_rate_limited_total',
        'site_idempotent_replays_total',
        'site_requests_created_total',
        'site_request_status_changes_total',
        'site_request_first_contact_seconds',
        'site_requests_past_first_contact_target_total',
        'site_webhook_deliveries_total',
        'site_webhook_delivery_duration_seconds',
        'site_webhook_outbox_pending',
        'site_notification_outbox_pending',
        'site_build_info',
        'site_data_dir_free_bytes',
        'site_ready',
        'site_dependency_up',
      ]) {
        expect(text).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
      }
      // prom-client's `_total` gauges are not there (promtool refuses them).
      expect(text).not.toMatch(/^nodejs_active_\w+_total/m);

      expect(valueOf(text, 'site_http_requests_total{method="GET",route="/api/plans",status_class="2xx"}')).toBe(1);
      expect(valueOf(text, 'site_http_requests_total{method="GET",route="public-read",status_class="2xx"}')).toBe(1);
      expect(valueOf(text, 'site_http_requests_total{method="POST",route="/api/orders/create",status_class="2xx"}')).toBe(1);
      expect(valueOf(text, 'site_http_requests_total{method="POST",route="idempotency",status_class="2xx"}')).toBe(1);
      expect(valueOf(text, 'site_http_request_duration_seconds_count{method="GET",route="/api/plans",status_class="2xx"}')).toBe(1);
      expect(valueOf(text, 'site_graphql_operations_total{operation="PlanTitles",type="query",outcome="ok"}')).toBe(1);
      expect(valueOf(text, 'site_graphql_operations_total{operation="PlanTable",type="query",outcome="ok"}')).toBe(1);
      expect(valueOf(text, 'site_graphql_operations_total{operation="(unnamed)",type="query",outcome="ok"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'site_graphql_refusals_total{reason="depth"}')).toBe(1);
      expect(valueOf(text, 'site_graphql_refusals_total{reason="csrf"}')).toBe(1);
      expect(valueOf(text, 'site_requests_created_total{channel="rest"}')).toBe(1);
      expect(valueOf(text, 'site_requests_created_total{channel="public-form"}')).toBe(1);
      expect(valueOf(text, 'site_request_status_changes_total{status="COMPLETED"}')).toBe(1);
      expect(valueOf(text, 'site_idempotent_replays_total')).toBe(1);
      expect(valueOf(text, 'site_login_failures_total')).toBe(2);
      expect(valueOf(text, 'site_login_lockouts_total')).toBe(1);
      expect(valueOf(text, 'site_rate_limited_total{limiter="login-account-address"}')).toBe(1);
      expect(valueOf(text, 'site_public_read_cache_hits_total')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'site_public_read_cache_misses_total')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'site_public_read_cache_bytes')).toBeGreaterThan(0);
      const engine = process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite';
      expect(valueOf(text, `site_db_query_duration_seconds_count{engine="${engine}"}`)).toBeGreaterThan(0);
      expect(text).toMatch(
        new RegExp(
          `^site_build_info\\{version="[^"]+",commit="[^"]+",engine="${engine}",node_version="${process.versions.node}"\\} 1$`,
          'm',
        ),
      );
      expect(valueOf(text, 'site_ready')).toBe(1);
      expect(valueOf(text, 'site_dependency_up{dependency="database"}')).toBe(1);
      if (engine === 'mysql') expect(valueOf(text, 'site_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    });

    it('shows event-loop lag as the distribution of its samples: one long pause moves the max, not the p99', async () => {
      const metrics = t.app.get(Metrics);
      const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // A fresh window (as every 15 s), three calm seconds (150 samples, one every 20 ms), then one 300 ms pause.
      metrics.rollLagWindow();
      await idle(3000);
      const until = performance.now() + 300;
      while (performance.now() < until);
      await idle(100);
      metrics.rollLagWindow();
      const text = await scrape();
      expect(valueOf(text, 'site_eventloop_lag_max_seconds ')).toBeGreaterThanOrEqual(0.25);
      // Below SiteEventLoopLag's 0.2 s: one pause on a calm instance is no alert (the old per-second samples read it as the p99).
      expect(valueOf(text, 'site_eventloop_lag_p99_seconds ')).toBeLessThan(0.2);
      expect(valueOf(text, 'site_eventloop_lag_p50_seconds ')).toBeLessThan(0.05);
    });

    it('adds no series for 1,000 random URLs: the route label is the template or a fixed name, never the path', async () => {
      const randomPath = () => {
        const word = () => randomBytes(1 + (randomBytes(1)[0] % 8)).toString('hex');
        const base = ['/api/', '/uploads/', '/graphql/', '/assets/', '/', '/api/plans/'][randomBytes(1)[0] % 6];
        return `${base}${word()}/${word()}?${word()}=${word()}`;
      };
      // One of each kind first, so the series they belong to exist before counting.
      for (let i = 0; i < 20; i++) await t.http.get(randomPath());
      const before = siteSeries(await scrape());
      for (let i = 0; i < 1000; i += 50) {
        await Promise.all(Array.from({ length: 50 }, () => t.http.get(randomPath())));
      }
      const after = await scrape();
      const names = (lines: string[]) => lines.map((line) => line.slice(0, line.lastIndexOf(' ')));
      expect(names(siteSeries(after))).toEqual(names(before));
      expect(after).not.toMatch(/route="\/(?!api\/plans"|api\/orders\/create"|graphql"|api\/admin\/login")[^"]*"/);
      expect(valueOf(after, 'site_http_requests_total{method="GET",route="not-found",status_class="4xx"}')).toBeGreaterThanOrEqual(1000);
    });

    it('labels an operation name a client makes up past the sensible length as other, never as itself', async () => {
      const long = `Q${'x'.repeat(100)}`;
      expect((await t.gql(`query ${long} { plans { id } }`)).status).toBe(200);
      const text = await scrape();
      expect(text).not.toContain(long);
      expect(valueOf(text, 'site_graphql_operations_total{operation="other",type="query",outcome="ok"}')).toBe(1);
    });
    it("adds no series for 1,000 anonymous queries with random operation names: only the site's own and signed-in callers' names are labels", async () => {
      const name = () => `Q${randomBytes(6).toString('hex')}`;
      // One first, so the `other` series exists before counting.
      expect((await t.gql(`query ${name()} { __typename }`)).status).toBe(200);
      const before = siteSeries(await scrape());
      const otherBefore = valueOf(before.join('\n'), 'site_graphql_operations_total{operation="other",type="query",outcome="ok"} ')!;
      for (let i = 0; i < 1000; i += 50) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => t.gql(`query ${name()} { __typename }`)));
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
      }
      const after = await scrape();
      const names = (lines: string[]) => lines.map((line) => line.slice(0, line.lastIndexOf(' ')));
      expect(names(siteSeries(after))).toEqual(names(before));
      expect(valueOf(after, 'site_graphql_operations_total{operation="other",type="query",outcome="ok"} ')).toBe(otherBefore + 1000);
    });

    it("names every operation the site's client sends without a login among the labels anyone gets", () => {
      const features = join(import.meta.dirname, '..', '..', 'client', 'src', 'features');
      const anonymous = readdirSync(features, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.graphql') && !file.split('/')[0].endsWith('-admin'))
        .flatMap((file) => [...readFileSync(join(features, file), 'utf8').matchAll(/^(?:query|mutation) (\w+)/gm)].map(([, op]) => op));
      expect(anonymous.length).toBeGreaterThan(10);
      const staffOnly = ['Me', 'TwoFactorStatus', 'BeginTwoFactorSetup', 'DisableTwoFactor', 'AlertPreferences', 'UpdateAlertPreferences'];
      for (const operation of anonymous.filter((op) => !staffOnly.includes(op)))
        expect([operation, SITE_ANONYMOUS_OPERATIONS.has(operation)]).toEqual([operation, true]);
    });
  });

  describe("the alerts' counters: at 0 from the start, increased by the first event", () => {
    /** Sunday 2026-11-29 10:00 Tehran: within business hours, so a 1-minute target passes in a minute. */
    const clock = new TestClock(new Date('2026-11-29T10:00:00+03:30'));
    let t: TestApp;
    const scrape = async () => {
      const res = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      return res.text;
    };

    beforeAll(async () => {
      t = await startTestApp({
        seedDemo: false,
        clock,
        env: { METRICS_TOKEN: TOKEN, WEBHOOKS_ALLOW_INSECURE: 'true', FIRST_CONTACT_TARGET_MINUTES: '1', WEBHOOKS_TIMEOUT_MS: '300' },
      });
    });
    afterAll(() => t.close());

    it('exposes each outcome, status, channel and limiter at 0 before its first event, and 1 after it', async () => {
      const zeroAtStart = [
        ...['delivered', 'retry', 'failed', 'gone'].map((outcome) => `site_webhook_deliveries_total{outcome="${outcome}"}`),
        ...['public-form', 'rest', 'staff'].map((channel) => `site_requests_created_total{channel="${channel}"}`),
        ...Object.values(OrderStatus).map((status) => `site_request_status_changes_total{status="${status}"}`),
        ...['login-account-address', 'login-account', 'login-address', 'login-device'].map(
          (limiter) => `site_rate_limited_total{limiter="${limiter}"}`,
        ),
        ...['email', 'sms'].flatMap((channel) =>
          ['delivered', 'retry', 'failed'].map(
            (outcome) => `site_notification_deliveries_total{channel="${channel}",outcome="${outcome}"}`,
          ),
        ),
        'site_requests_overdue',
      ];
      const start = await scrape();
      for (const series of zeroAtStart) expect([series, valueOf(start, `${series} `)]).toEqual([series, 0]);

      // A receiver that answers 410: the endpoint is turned off, counted as gone, and said at warn with its id.
      const receiver = await startWebhookReceiver(() => 410);
      const warned = jest.spyOn(Logger.prototype, 'warn');
      try {
        const endpoint = await t.gql(
          'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }',
          { input: { url: `http://127.0.0.1:${receiver.port}/incoming`, events: ['ORDER_CREATED'] } },
          t.superToken,
        );
        expect(endpoint.errors).toBeUndefined();
        const order = await t.http.post('/api/orders/create').send({ full_name: 'مریم سنجری', phone_number: '09121234567' });
        expect(order.status).toBe(201);
        await receiver.request(0);
        await t.app.get(WebhookWorker).poll();
        const id = endpoint.data.createWebhookEndpoint.id as number;
        expect(warned.mock.calls.map(([message]) => String(message))).toEqual([
          expect.stringMatching(new RegExp(`^webhook endpoint #${id}: delivery #\\d+ .*answered 410; the endpoint is turned off`)),
        ]);
      } finally {
        warned.mockRestore();
        await receiver.close();
      }
      const afterGone = await scrape();
      expect(valueOf(afterGone, 'site_webhook_deliveries_total{outcome="gone"} ')).toBe(1);
      expect(valueOf(afterGone, 'site_requests_created_total{channel="rest"} ')).toBe(1);
      expect(valueOf(afterGone, 'site_requests_overdue ')).toBe(0);

      // The 1-minute target passes without a call: overdue now.
      await clock.advance(2 * 60_000);
      expect(valueOf(await scrape(), 'site_requests_overdue ')).toBe(1);

      // Staff move it on: the first status change of the instance, and nothing overdue any more.
      const { data } = await t.gql('{ orders { items { id } } }', {}, t.superToken);
      const changed = await t.gql(
        'mutation($id: Int!) { changeOrderStatus(id: $id, status: COMPLETED) { id } }',
        { id: data.orders.items[0].id },
        t.superToken,
      );
      expect(changed.errors).toBeUndefined();
      const afterChange = await scrape();
      expect(valueOf(afterChange, 'site_request_status_changes_total{status="COMPLETED"} ')).toBe(1);
      expect(valueOf(afterChange, 'site_requests_overdue ')).toBe(0);
    });

    it('says at warn which endpoint timed out, and when it is tried again', async () => {
      const silent = await startSilentReceiver();
      const warned = jest.spyOn(Logger.prototype, 'warn');
      try {
        const endpoint = await t.gql(
          'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }',
          { input: { url: `http://127.0.0.1:${silent.port}/incoming`, events: ['ORDER_CREATED'] } },
          t.superToken,
        );
        const id = endpoint.data.createWebhookEndpoint.id as number;
        expect((await t.http.post('/api/orders/create').send({ full_name: 'رضا کاظمی', phone_number: '09127654321' })).status).toBe(201);
        await t.app.get(WebhookWorker).poll();
        expect(warned.mock.calls.map(([message]) => String(message))).toEqual([
          expect.stringMatching(new RegExp(`^webhook endpoint #${id}: delivery #\\d+ \\(attempt 1, \\d+ ms\\) failed: .*tried again at `)),
        ]);
        expect(valueOf(await scrape(), 'site_webhook_deliveries_total{outcome="retry"} ')).toBe(1);
      } finally {
        warned.mockRestore();
        await silent.close();
      }
    });

    it("labels the export as the alert rules name it, and every route a rule names is one of the server's", async () => {
      expect((await t.http.get('/api/export/orders.csv').set('authorization', `Bearer ${t.superToken}`)).status).toBe(200);
      const text = await scrape();
      expect(
        valueOf(text, 'site_http_request_duration_seconds_count{method="GET",route="/api/export/orders.csv",status_class="2xx"} '),
      ).toBe(1);

      // The labels the server can give: its routes' templates and the layers that answer before routing.
      const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } }).router;
      const early: Record<EarlyAnswer | '/graphql' | 'unrouted', true> = {
        page: true,
        'public-read': true,
        upload: true,
        asset: true,
        idempotency: true,
        metrics: true,
        'not-found': true,
        '/graphql': true,
        unrouted: true,
      };
      const labels = [...router.stack.flatMap(({ route }) => (route ? [route.path] : [])), ...Object.keys(early)];
      expect(labels).toContain('/api/export/orders.csv');
      const rules = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'prometheus', 'alerts.yml'), 'utf8');
      const matchers = [...rules.matchAll(/\broute\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(([, op, value]) => ({ op, value }));
      expect(matchers.length).toBeGreaterThan(0);
      for (const { op, value } of matchers) {
        // Prometheus anchors its regular expressions; an equality names one label exactly.
        const matches = (label: string) => (op.includes('~') ? new RegExp(`^(?:${value})$`).test(label) : label === value);
        expect([`route${op}"${value}"`, labels.some(matches)]).toEqual([`route${op}"${value}"`, true]);
      }
    });
    it("counts a draining instance's readiness 503 apart from the 5xx, and logs it at info", async () => {
      t.app.get(DrainState).start();
      const ready = await t.http.get('/api/health/ready');
      expect([ready.status, ready.body.status]).toEqual([503, 'draining']);
      const text = await scrape();
      expect(valueOf(text, 'site_http_requests_total{method="GET",route="/api/health/ready",status_class="draining"} ')).toBe(1);
      expect(text).not.toMatch(/^site_http_requests_total\{[^}]*status_class="5xx"/m);
      // The level pino-http gives that answer's line, and a 503 of another cause.
      const answer = (draining: boolean) => {
        const res = new ServerResponse(new IncomingMessage(new Socket()));
        res.statusCode = 503;
        if (draining) markDraining(res);
        return requestLogLevel(res.req, res);
      };
      expect([answer(true), answer(false)]).toEqual(['info', 'error']);
    });
  });

  /** Needs a Redis server (TEST_REDIS_URL, set by CI); a clone with no services skips it. */
  (process.env.TEST_REDIS_URL ? describe : describe.skip)('Redis and S3 calls in the metrics', () => {
    let t: TestApp;
    let s3: S3TestServer;
    beforeAll(async () => {
      // Login counters other files left in this Redis database must not lock the test's admin out.
      await emptyRedis(process.env.TEST_REDIS_URL!);
      s3 = await startS3TestServer();
      t = await startTestApp({
        seedDemo: false,
        env: { ...s3.env, METRICS_TOKEN: TOKEN, REDIS_URL: process.env.TEST_REDIS_URL!, JWT_SECRET: 'm'.repeat(40) },
      });
    });
    afterAll(async () => {
      await t.close();
      await s3.close();
    });

    it('times the commands of the shared Redis connection and the S3 calls, and counts the failed ones', async () => {
      // A login counts under Redis limits; an image that is not in the bucket is an S3 call that fails.
      expect((await t.http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: 'not-the-password' })).status).toBe(401);
      expect((await t.http.get('/uploads/no-such-image.png')).status).toBe(404);
      const res = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      const redisCounts = res.text.split('\n').filter((line) => line.startsWith('site_redis_command_duration_seconds_count{'));
      expect(redisCounts.length).toBeGreaterThanOrEqual(1);
      expect(redisCounts.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)).toBeGreaterThan(0);
      const s3Calls = res.text.split('\n').filter((line) => line.startsWith('site_s3_request_duration_seconds_count{'));
      expect(s3Calls.length).toBeGreaterThanOrEqual(1);
      expect(res.text).toMatch(/^site_s3_errors_total\{command="\w+"\} [1-9]/m);
      expect(valueOf(res.text, 'site_http_requests_total{method="GET",route="not-found",status_class="4xx"}')).toBe(1);
      expect(valueOf(res.text, 'site_dependency_up{dependency="redis"}')).toBe(1);
      expect(valueOf(res.text, 'site_dependency_up{dependency="s3"}')).toBe(1);
    });
  });

  describe('metrics switched off, and on their own port', () => {
    it('answers /metrics with 404 when METRICS_TOKEN is unset', async () => {
      const t = await startTestApp({ seedDemo: false });
      try {
        const res = await t.http.get('/metrics');
        expect(res.status).toBe(404);
        expect(res.text).not.toMatch(/^(# (HELP|TYPE) )?site_\w+/m);
      } finally {
        await t.close();
      }
    });

    it('serves them on METRICS_PORT (bound to METRICS_HOST), not on the main port', async () => {
      const port = await freePort();
      const t = await startTestApp({ seedDemo: false, env: { METRICS_PORT: String(port) } });
      try {
        expect((await t.http.get('/metrics')).status).toBe(404);
        const res = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(res.status).toBe(200);
        expect(await res.text()).toMatch(/^site_build_info\{/m);
        expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      } finally {
        await t.close();
      }
      // Closed with the app: the port is free again.
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    });
  });

  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  }
});
