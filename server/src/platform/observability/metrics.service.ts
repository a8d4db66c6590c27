import { statfs } from 'node:fs/promises';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import type { RequestChannel } from 'src/platform/events/domain-event.js';
import { buildInfo } from './build-info.js';

/** Seconds: from a cached answer (~1 ms) to a render or an export that should never take this long. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database queries and Redis commands are mostly sub-millisecond. */
const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** Seconds from a request to its first call: minutes when the office keeps up, hours or days when it does not. */
const FIRST_CONTACT_BUCKETS = [60, 300, 600, 900, 1800, 3600, 7200, 14_400, 28_800, 86_400, 259_200];

/** The event loop is sampled this often (ms); the lag gauges cover windows of LAG_WINDOW_MS. */
const LAG_RESOLUTION_MS = 20;
export const LAG_WINDOW_MS = 15_000;

interface LagWindow {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * prom-client's sums of the by-type gauges end in `_total`, which Prometheus reserves for counters
 * (`promtool check metrics` refuses them); the by-type gauges stay, and PromQL sums them.
 */
const DROPPED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** How a webhook delivery attempt ended: 2xx, to be tried again, given up after 3 days, or refused for good with 410. */
export type WebhookOutcome = 'delivered' | 'retry' | 'failed' | 'gone';
export const WEBHOOK_OUTCOMES: readonly WebhookOutcome[] = ['delivered', 'retry', 'failed', 'gone'];

/** How an e-mail or SMS notification attempt ended: sent, to be tried again, or given up. */
export type NotificationOutcome = 'delivered' | 'retry' | 'failed';
export const NOTIFICATION_OUTCOMES: readonly NotificationOutcome[] = ['delivered', 'retry', 'failed'];
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;

/** The doors a website request can come through (domain-event.ts's RequestChannel). */
export const REQUEST_CHANNELS: readonly RequestChannel[] = ['public-form', 'rest', 'staff'];

/**
 * Every figure the product exposes to Prometheus, in one registry per app (tests start several in
 * one process). The recording points call the small methods below: one call each, so a point can
 * move into an event listener without touching the figure. Counters cost a map lookup when
 * metrics are off; the collectors that cost more (runtime, event-loop timer, disk) run only when
 * metrics are served (METRICS_TOKEN or METRICS_PORT).
 */
@Injectable()
export class Metrics implements OnModuleDestroy {
  readonly registry = new Registry();
  readonly enabled: boolean;
  private readonly loopDelay?: IntervalHistogram;
  /** The last whole window's event-loop delay; null until the first has passed (the live one is read meanwhile). */
  private lagWindow: LagWindow | null = null;
  private readonly loopTimer?: NodeJS.Timeout;
  private readonly scrapeHooks: (() => void | Promise<void>)[] = [];

  readonly httpRequests = this.counter('site_http_requests_total', 'HTTP requests answered, by method, route template and status class', [
    'method',
    'route',
    'status_class',
  ]);
  readonly httpDuration = this.histogram(
    'site_http_request_duration_seconds',
    'HTTP request duration until the answer is sent',
    ['method', 'route', 'status_class'],
    LATENCY_BUCKETS,
  );
  readonly httpInFlight = new Gauge({
    name: 'site_http_requests_in_flight',
    help: 'HTTP requests being answered',
    registers: [this.registry],
  });

  readonly graphqlOperations = this.counter('site_graphql_operations_total', 'GraphQL operations, by operation name, type and outcome', [
    'operation',
    'type',
    'outcome',
  ]);
  readonly graphqlDuration = this.histogram(
    'site_graphql_operation_duration_seconds',
    'GraphQL operation duration, by operation name',
    ['operation', 'type'],
    LATENCY_BUCKETS,
  );
  readonly graphqlRefusals = this.counter('site_graphql_refusals_total', 'GraphQL requests refused for their shape or origin, by reason', [
    'reason',
  ]);

  readonly dbQueryDuration = this.histogram(
    'site_db_query_duration_seconds',
    'Duration of database queries that succeeded',
    ['engine'],
    FAST_BUCKETS,
  );
  readonly dbQueryErrors = this.counter('site_db_query_errors_total', 'Database queries that failed, by driver error code', [
    'engine',
    'code',
  ]);
  readonly sqliteBusy = this.counter(
    'site_db_sqlite_busy_errors_total',
    'SQLite queries refused because the database file was locked (SQLITE_BUSY)',
  );
  readonly dbPoolConnections = new Gauge({
    name: 'site_db_pool_connections',
    help: 'MySQL pool connections, by state (in_use, idle)',
    labelNames: ['state'],
    registers: [this.registry],
  });
  readonly dbPoolWaiting = new Gauge({
    name: 'site_db_pool_waiting',
    help: 'Queries waiting for a free MySQL pool connection',
    registers: [this.registry],
  });

  readonly redisDuration = this.histogram(
    'site_redis_command_duration_seconds',
    'Redis command duration, by command',
    ['command'],
    FAST_BUCKETS,
  );
  readonly redisErrors = this.counter(
    'site_redis_errors_total',
    'Redis commands that failed, and connection errors (command="connection")',
    ['command'],
  );
  readonly s3Duration = this.histogram('site_s3_request_duration_seconds', 'S3 call duration, by command', ['command'], LATENCY_BUCKETS);
  readonly s3Errors = this.counter('site_s3_errors_total', 'S3 calls that failed, by command', ['command']);

  readonly publicReadHits = this.counter('site_public_read_cache_hits_total', 'Public reads found in the prepared-answer store');
  readonly publicReadMisses = this.counter('site_public_read_cache_misses_total', 'Public reads not in the prepared-answer store');
  readonly publicReadEvictions = this.counter(
    'site_public_read_cache_evictions_total',
    'Prepared answers evicted to stay within the store bounds',
  );
  readonly publicReadBytes = new Gauge({
    name: 'site_public_read_cache_bytes',
    help: 'Bytes of prepared answers kept',
    registers: [this.registry],
  });
  readonly publicReadEntries = new Gauge({
    name: 'site_public_read_cache_entries',
    help: 'Prepared answers kept',
    registers: [this.registry],
  });

  readonly pageRenders = this.counter('site_page_renders_total', 'Server renders of public pages, by outcome', ['outcome']);
  readonly pageRenderDuration = this.histogram(
    'site_page_render_duration_seconds',
    'Server render duration of a public page, waiting for a thread included',
    [],
    LATENCY_BUCKETS,
  );
  readonly pageRenderWait = new Gauge({
    name: 'site_page_render_wait_seconds',
    help: "Time renders waited for a free render thread since the start (piscina's own percentiles)",
    labelNames: ['quantile'],
    registers: [this.registry],
  });
  readonly pageRenderQueue = new Gauge({
    name: 'site_page_render_queue_length',
    help: 'Renders waiting for a render thread',
    registers: [this.registry],
  });

  readonly loginFailures = this.counter('site_login_failures_total', 'Wrong passwords (logins and own-password changes)');
  readonly loginLockouts = this.counter('site_login_lockouts_total', 'Login attempts refused because a failure limit was reached');
  readonly rateLimited = this.counter('site_rate_limited_total', 'Requests refused by a limit (429), by limiter', ['limiter']);
  readonly idempotentReplays = this.counter(
    'site_idempotent_replays_total',
    'Creates answered again from an earlier answer under the same Idempotency-Key',
  );

  readonly ready = new Gauge({
    name: 'site_ready',
    help: 'Whether this instance is ready for traffic, as /api/health/ready answers (1) or not (0, also while draining)',
    registers: [this.registry],
  });
  readonly dependencyUp = new Gauge({
    name: 'site_dependency_up',
    help: 'Whether each dependency answered the readiness check (database, disk or s3, redis)',
    labelNames: ['dependency'],
    registers: [this.registry],
  });

  readonly requestsCreated = this.counter('site_requests_created_total', 'Website requests (orders) created, by channel', ['channel']);
  readonly requestStatusChanges = this.counter('site_request_status_changes_total', 'Website request status changes, by new status', [
    'status',
  ]);

  readonly webhookDeliveries = this.counter(
    'site_webhook_deliveries_total',
    'Webhook delivery attempts, by outcome (delivered, retry, failed: given up after 3 days, gone: the receiver answered 410)',
    ['outcome'],
  );
  readonly notificationDeliveries = this.counter(
    'site_notification_deliveries_total',
    "Admins' e-mail and SMS notification send attempts, by channel and outcome (delivered, retry, failed: refused for good or given up after its day)",
    ['channel', 'outcome'],
  );
  readonly webhookDeliveryDuration = this.histogram(
    'site_webhook_delivery_duration_seconds',
    "Webhook delivery attempts' duration, address check and receiver's answer together, by outcome",
    ['outcome'],
    LATENCY_BUCKETS,
  );
  readonly webhookOutboxPending = new Gauge({
    name: 'site_webhook_outbox_pending',
    help: 'Webhook deliveries not yet answered with 2xx and not given up (due now or waiting for a retry)',
    registers: [this.registry],
  });
  readonly notificationOutboxPending = new Gauge({
    name: 'site_notification_outbox_pending',
    help: 'Notifications not yet sent and not given up (due now, waiting for a retry or for business hours)',
    registers: [this.registry],
  });

  readonly firstContactDuration = this.histogram(
    'site_request_first_contact_seconds',
    "Time from a website request's creation to its first call, in business-hours seconds",
    [],
    FIRST_CONTACT_BUCKETS,
  );
  readonly firstContactPastTarget = this.counter(
    'site_requests_past_first_contact_target_total',
    'Website requests whose first call came after the first-contact target (FIRST_CONTACT_TARGET_MINUTES)',
  );

  readonly requestsOverdue = new Gauge({
    name: 'site_requests_overdue',
    help: 'Open website requests past their first-call target and not called yet, right now (the same figure on every instance)',
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Counters whose label values are known exist at 0 from the start: Prometheus's increase() needs
    // a sample before the first event, or an alert on "any increase" misses that event (issue 39).
    for (const outcome of WEBHOOK_OUTCOMES) this.webhookDeliveries.inc({ outcome }, 0);
    for (const channel of REQUEST_CHANNELS) this.requestsCreated.inc({ channel }, 0);
    for (const channel of NOTIFICATION_CHANNELS)
      for (const outcome of NOTIFICATION_OUTCOMES) this.notificationDeliveries.inc({ channel, outcome }, 0);
    this.enabled = config.metrics.token !== null || config.metrics.port !== null;
    const info = buildInfo(config);
    new Gauge({
      name: 'site_build_info',
      help: 'The running build: version, commit, database engine and Node.js version (always 1)',
      labelNames: ['version', 'commit', 'engine', 'node_version'],
      registers: [this.registry],
    }).set(info, 1);
    if (!this.enabled) return;
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    for (const name of DROPPED_DEFAULTS) this.registry.removeSingleMetric(name);
    // Event-loop lag as a distribution: Node samples the loop every LAG_RESOLUTION_MS into its own
    // histogram, whose percentiles (each sample's delay less the resolution) are shown per window as
    // gauges. One long pause among a window's samples moves the max, not the p99.
    this.loopDelay = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    this.loopDelay.enable();
    const lagWindow = () => this.lagWindow ?? this.readLag();
    const lagText = `over the last ${LAG_WINDOW_MS / 1000} s (a sample every ${LAG_RESOLUTION_MS} ms)`;
    new Gauge({
      name: 'site_eventloop_lag_p50_seconds',
      help: `Event-loop delay, median ${lagText}`,
      registers: [this.registry],
      collect() {
        this.set(lagWindow().p50);
      },
    });
    new Gauge({
      name: 'site_eventloop_lag_p90_seconds',
      help: `Event-loop delay, 90th percentile ${lagText}`,
      registers: [this.registry],
      collect() {
        this.set(lagWindow().p90);
      },
    });
    new Gauge({
      name: 'site_eventloop_lag_p99_seconds',
      help: `Event-loop delay, 99th percentile ${lagText}`,
      registers: [this.registry],
      collect() {
        this.set(lagWindow().p99);
      },
    });
    new Gauge({
      name: 'site_eventloop_lag_max_seconds',
      help: `Event-loop delay, the longest pause ${lagText}`,
      registers: [this.registry],
      collect() {
        this.set(lagWindow().max);
      },
    });
    this.loopTimer = setInterval(() => this.rollLagWindow(), LAG_WINDOW_MS).unref();
    const dataDir = config.dataDir;
    new Gauge({
      name: 'site_data_dir_free_bytes',
      help: 'Free bytes on the file system of DATA_DIR (database file, uploads)',
      registers: [this.registry],
      async collect() {
        const fs = await statfs(dataDir).catch(() => null);
        if (fs) this.set(fs.bavail * fs.bsize);
      },
    });
    new Gauge({
      name: 'site_data_dir_size_bytes',
      help: 'Size of the file system of DATA_DIR',
      registers: [this.registry],
      async collect() {
        const fs = await statfs(dataDir).catch(() => null);
        if (fs) this.set(fs.blocks * fs.bsize);
      },
    });
  }

  /** A website request was stored; `channel` says through which door. */
  requestCreated(channel: RequestChannel): void {
    this.requestsCreated.inc({ channel });
  }

  /** A website request moved to `status`: by staff, or by a call that reached the requester. */
  requestStatusChanged(status: string): void {
    this.requestStatusChanges.inc({ status });
  }

  /** One webhook delivery attempt ended (webhook-worker.ts), as its row now records it. */
  webhookAttempted(outcome: WebhookOutcome, seconds: number): void {
    this.webhookDeliveries.inc({ outcome });
    this.webhookDeliveryDuration.observe({ outcome }, seconds);
  }

  /**
   * A website request got its first call `seconds` after it arrived (business hours only), and
   * whether that was past the first-contact target. Recorded by the call that sets
   * `first_contact_at` (orders/calls/order-calls.service.ts), once per request.
   */
  firstContact(seconds: number, pastTarget: boolean): void {
    this.firstContactDuration.observe(seconds);
    if (pastTarget) this.firstContactPastTarget.inc();
  }

  /**
   * Series of `counter` at 0 for each of `labels`, for label values known only to the module that
   * uses them (a request's statuses, the limiters' names), which calls this as it starts.
   */
  startAtZero(counter: Counter, labels: readonly Record<string, string>[]): void {
    for (const values of labels) counter.inc(values, 0);
  }

  /** One e-mail or SMS attempt ended (notification-worker.ts), as its row now records it. */
  notificationAttempted(channel: (typeof NOTIFICATION_CHANNELS)[number], outcome: NotificationOutcome): void {
    this.notificationDeliveries.inc({ channel, outcome });
  }

  /** A limit refused a request; `limiter` is the rule's name (rate-limiter.ts). */
  limited(limiter: string): void {
    this.rateLimited.inc({ limiter });
  }

  /**
   * Ends the event-loop window: its percentiles are what the lag gauges show until the next one
   * ends (every LAG_WINDOW_MS, the scrape interval of deploy/prometheus).
   */
  rollLagWindow(): void {
    if (!this.loopDelay) return;
    this.lagWindow = this.readLag();
    this.loopDelay.reset();
  }

  /** The delay histogram's figures in seconds, each sample less the resolution (an idle loop reads 0). */
  private readLag(): LagWindow {
    const delay = this.loopDelay!;
    const seconds = (ns: number) => (delay.count > 0 && Number.isFinite(ns) ? Math.max(0, ns / 1e9 - LAG_RESOLUTION_MS / 1000) : 0);
    return {
      p50: seconds(delay.percentile(50)),
      p90: seconds(delay.percentile(90)),
      p99: seconds(delay.percentile(99)),
      max: seconds(delay.max),
    };
  }

  /** Reads a figure kept elsewhere (a pool's size, a queue's length) just before each scrape. */
  onScrape(read: () => void | Promise<void>): void {
    this.scrapeHooks.push(read);
  }

  /** The Prometheus text format of every family. */
  async scrape(): Promise<string> {
    await Promise.all(this.scrapeHooks.map((read) => read()));
    return this.registry.metrics();
  }

  onModuleDestroy(): void {
    clearInterval(this.loopTimer);
    this.loopDelay?.disable();
  }

  private counter(name: string, help: string, labelNames: string[] = []): Counter {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram(name: string, help: string, labelNames: string[], buckets: number[]): Histogram {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }
}
