import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics, type WebhookOutcome } from 'src/platform/observability/metrics.service.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { AddressRefused, checkedAddress, send, WebhookNetwork, type SendResult } from './webhook-network.js';
import { retryDelayMs } from './webhook-retry.js';
import { signatureHeader } from './webhook-signature.js';

/** How often each instance looks for due deliveries; a new event is also sent at once by the instance that wrote it. */
export const POLL_INTERVAL_MS = 5_000;
/** Rows of one endpoint claimed per turn of its lane: a burst to it goes out in parallel, but not unboundedly. */
const BATCH = 10;

/** One endpoint's queue in this instance: a loop of turns; `again` asks the running loop for one more. */
interface Lane {
  again: boolean;
  done: Promise<void>;
}

/**
 * Delivers the outbox (docs/ARCHITECTURE.md, "Webhooks"), one lane per endpoint: a receiver that
 * times out on every call holds back only its own deliveries, never another endpoint's (docs/INTEGRATORS.md, "Webhooks").
 * A look finds the endpoints with due rows and starts a lane for each that has none running here.
 * Each turn of a lane claims that endpoint's due rows by writing a lease on them (MySQL/MariaDB:
 * `FOR UPDATE SKIP LOCKED`, so instances claim different rows without waiting on each other;
 * SQLite: one writer, the claim is one transaction), sends each, and records the outcome only
 * while still holding the lease. A process killed mid-delivery leaves its lease to expire and the
 * row to be sent again, with the same `webhook-id`: at least once.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookWorker.name);
  private readonly owner = randomUUID();
  private timer: Timer | null = null;
  /** The look in progress (finding endpoints with due rows), and whether another was asked meanwhile. */
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private readonly lanes = new Map<number, Lane>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    readonly network: WebhookNetwork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const pending = () => this.dataSource.getRepository(WebhookDelivery).count({ where: { status: WebhookDeliveryStatus.PENDING } });
    // A backlog that only grows means the worker cannot keep up or the receivers are away; a
    // database away at scrape time leaves the last figure (readiness reports the database).
    metrics.onScrape(() =>
      pending().then(
        (count) => metrics.webhookOutboxPending.set(count),
        () => undefined,
      ),
    );
  }

  onApplicationBootstrap(): void {
    const { leaseMs, timeoutMs } = this.config.webhooks;
    if (leaseMs <= timeoutMs) {
      this.logger.warn(
        `WEBHOOKS_LEASE_MS (${leaseMs} ms) is not above the ${timeoutMs} ms delivery timeout (WEBHOOKS_TIMEOUT_MS): ` +
          'another instance may send a message again while a slow receiver is still answering it',
      );
    }
    this.timer = this.clock.interval(POLL_INTERVAL_MS, () => this.poll());
    this.kick();
  }

  /** Before the database closes: the turns in flight record their outcomes, no new one starts. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    await this.looking;
    await Promise.all([...this.lanes.values()].map((lane) => lane.done));
  }

  /** Starts a look now without waiting for it (a write's answer never waits on a receiver). */
  kick(): void {
    void this.poll();
  }

  /**
   * Sends everything due; resolves once each endpoint found with due rows, and each lane already
   * running here, has had its rows sent (a running lane is asked for one more turn and waited for:
   * the rows it holds are leased, so a look alone would not find them and the call would resolve
   * before they were recorded). A call during a look makes one more look; a call while only lanes
   * run starts a new look at once, so a new event for one endpoint never waits on another
   * endpoint's lane.
   */
  poll(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return this.looking;
    }
    const lanes = new Set<Promise<void>>();
    let finish: () => void = () => undefined;
    const looking = new Promise<void>((resolve) => (finish = resolve));
    this.looking = looking;
    this.lookAgain = true;
    void (async () => {
      try {
        while (this.lookAgain && !this.stopped) {
          this.lookAgain = false;
          for (const endpointId of new Set([...(await this.dueEndpoints()), ...this.lanes.keys()])) lanes.add(this.lane(endpointId));
        }
      } catch (error) {
        this.logger.warn(`webhook delivery look failed, retried on the next: ${(error as Error).message}`);
      } finally {
        // In the same step as the last check of `lookAgain`: a call from now on looks again itself
        // rather than waiting on these lanes.
        this.looking = null;
      }
      await Promise.all(lanes);
      finish();
    })();
    return looking;
  }

  /** Endpoints (enabled) with a row due and not leased now. */
  private async dueEndpoints(): Promise<number[]> {
    // Read without a lock: a look must not hold an endpoint's row, nor a row another instance claims.
    const rows = await this.due(this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('d'), this.clock.now())
      .select('DISTINCT d.endpointId', 'endpointId')
      .getRawMany<{ endpointId: number | string }>();
    return rows.map((row) => Number(row.endpointId));
  }

  /** Rows due now, not leased, of an enabled endpoint (the endpoint joined without a lock). */
  private due(query: SelectQueryBuilder<WebhookDelivery>, now: Date): SelectQueryBuilder<WebhookDelivery> {
    return query
      .innerJoin('d.endpoint', 'e')
      .where('e.enabled = :enabled', { enabled: true })
      .andWhere('d.status = :pending', { pending: WebhookDeliveryStatus.PENDING })
      .andWhere('d.nextAttemptAt <= :now', { now })
      .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)');
  }

  /** The endpoint's lane: started, or (already running here) asked for one more turn. */
  private lane(endpointId: number): Promise<void> {
    const running = this.lanes.get(endpointId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const lane: Lane = { again: false, done: Promise.resolve() };
    this.lanes.set(endpointId, lane);
    lane.done = this.turns(endpointId, lane).catch((error: Error) => {
      this.lanes.delete(endpointId);
      this.logger.warn(`webhook delivery turn failed, retried on the next look: ${error.message}`);
    });
    return lane.done;
  }

  private async turns(endpointId: number, lane: Lane): Promise<void> {
    for (;;) {
      lane.again = false;
      const claimed = this.stopped ? [] : await this.claim(endpointId);
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      // Decided and left in one step: a look that finds this lane still listed has its `again` seen.
      if (this.stopped || (!lane.again && claimed.length < BATCH)) {
        this.lanes.delete(endpointId);
        return;
      }
    }
  }

  private async claim(endpointId: number): Promise<WebhookDelivery[]> {
    const now = this.clock.now();
    const mysql = this.dataSource.options.type === 'mysql';
    return this.events.write(async ({ manager }) => {
      const repository = manager.getRepository(WebhookDelivery);
      // Read without a lock: a claim must not hold its endpoint's row. An endpoint turned off (or
      // deleted) meanwhile has nothing due: its lane ends and its rows wait for it.
      let rows = (await this.due(repository.createQueryBuilder('d'), now)
        .andWhere('d.endpointId = :endpointId', { endpointId })
        .select('d.id', 'id')
        .orderBy('d.nextAttemptAt', 'ASC')
        .addOrderBy('d.id', 'ASC')
        // More than a batch on MySQL/MariaDB: another instance claiming the first ones leaves this one the next.
        .limit(mysql ? 3 * BATCH : BATCH)
        .getRawMany()) as { id: number }[];
      if (rows.length === 0) return [];
      if (mysql) {
        // Locked by primary key, never by a range of the due index: a locking scan of that range
        // would also hold (and make SKIP LOCKED skip) other endpoints' rows their lanes are
        // claiming at the same moment. Rows another instance claimed meanwhile are left to it.
        const [sql, parameters] = repository
          .createQueryBuilder('d')
          .select('d.id', 'id')
          .where('d.id IN (:...ids)', { ids: rows.map((row) => row.id) })
          .andWhere('d.status = :pending', { pending: WebhookDeliveryStatus.PENDING })
          .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)', { now })
          .orderBy('d.nextAttemptAt', 'ASC')
          .addOrderBy('d.id', 'ASC')
          .limit(BATCH)
          .getQueryAndParameters();
        rows = (await manager.query(`${sql} FOR UPDATE SKIP LOCKED`, parameters)) as { id: number }[];
        if (rows.length === 0) return [];
      }
      const ids = rows.map((row) => Number(row.id));
      await manager
        .getRepository(WebhookDelivery)
        .update({ id: In(ids) }, { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.config.webhooks.leaseMs) });
      return manager.getRepository(WebhookDelivery).find({ where: { id: In(ids) }, relations: { endpoint: true } });
    });
  }

  private async deliver(delivery: WebhookDelivery): Promise<void> {
    const endpoint = delivery.endpoint;
    const started = this.clock.now();
    const timestamp = Math.floor(started.getTime() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > started)
      secrets.push(endpoint.previousSecret);
    const headers = {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, delivery.messageId, timestamp, delivery.payload),
    };
    const startedReal = performance.now();
    const result = await this.attempt(endpoint, headers, delivery.payload);
    await this.record(delivery, result, Math.round(performance.now() - startedReal));
  }

  /** One attempt, resolution and request together within WEBHOOKS_TIMEOUT_MS, so it always ends well inside the lease (WEBHOOKS_LEASE_MS). */
  private async attempt(endpoint: WebhookEndpoint, headers: Record<string, string>, body: string): Promise<SendResult> {
    const timeoutMs = this.config.webhooks.timeoutMs;
    const deadline = performance.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    try {
      const url = new URL(endpoint.url);
      // A resolver that never answers must not hold the row either.
      const address = await Promise.race([
        checkedAddress(this.network, url, this.config.webhooks.allowInsecure),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('address lookup timed out')), timeoutMs))),
      ]);
      clearTimeout(timer);
      return await send(this.network, url, address, headers, body, Math.max(1, Math.round(deadline - performance.now())));
    } catch (error) {
      clearTimeout(timer);
      const message = error instanceof AddressRefused ? `refused: ${error.message}` : (error as Error).message;
      return { statusCode: null, body: null, error: message.slice(0, 250) };
    }
  }

  /** Writes the attempt's outcome, only while the lease is still ours (else another instance owns the row now). */
  private async record(delivery: WebhookDelivery, result: SendResult, durationMs: number): Promise<void> {
    const now = this.clock.now();
    const attempts = delivery.attempts + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    let status = WebhookDeliveryStatus.PENDING;
    let nextAttemptAt: Date | null = null;
    if (ok) status = WebhookDeliveryStatus.DELIVERED;
    else if (gone) status = WebhookDeliveryStatus.FAILED;
    else {
      nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      if (nextAttemptAt > delivery.giveUpAt) {
        status = WebhookDeliveryStatus.FAILED;
        nextAttemptAt = null;
      }
    }
    const outcome: WebhookOutcome = ok ? 'delivered' : gone ? 'gone' : status === WebhookDeliveryStatus.FAILED ? 'failed' : 'retry';
    const recorded = await this.events.write(async ({ manager }) => {
      const { affected } = await manager.getRepository(WebhookDelivery).update(
        { id: delivery.id, leaseOwner: this.owner },
        {
          attempts,
          status,
          nextAttemptAt,
          leaseOwner: null,
          leaseUntil: null,
          lastAttemptAt: now,
          lastStatusCode: result.statusCode,
          lastDurationMs: durationMs,
          lastResponse: result.body,
          lastError: result.error,
        },
      );
      // 410 Gone: the receiver asks for no more (Standard Webhooks); the endpoint is turned off, its owners see why.
      if (affected && gone) {
        await manager
          .getRepository(WebhookEndpoint)
          .update({ id: delivery.endpointId }, { enabled: false, disabledReason: 'گیرنده پاسخ ۴۱۰ داد و ارسال متوقف شد' });
      }
      return Boolean(affected);
    });
    // Counted once, by the instance whose outcome the row keeps (a lost lease's attempt is another's to count).
    if (recorded) this.metrics.webhookAttempted(outcome, durationMs / 1000);
    if (!recorded || ok) return;
    // An operator looks for the endpoint: its id on every line, with what went wrong and what comes next.
    const what = result.statusCode !== null ? `answered ${result.statusCode}` : `failed: ${result.error ?? 'no answer'}`;
    const next = gone
      ? 'the endpoint is turned off (410 Gone)'
      : outcome === 'failed'
        ? 'given up after the retry window'
        : `tried again at ${nextAttemptAt?.toISOString()}`;
    this.logger.warn(
      `webhook endpoint #${delivery.endpointId}: delivery #${delivery.id} (attempt ${attempts}, ${durationMs} ms) ${what}; ${next}`,
    );
  }
}
