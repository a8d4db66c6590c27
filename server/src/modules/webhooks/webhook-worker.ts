import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';
import { Metrics, type WebhookOutcome } from 'src/modules/observability/metrics.service.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { AddressRefused, checkedAddress, send, WebhookNetwork, type SendResult } from './webhook-network.js';
import { retryDelayMs } from './webhook-retry.js';
import { signatureHeader } from './webhook-signature.js';

/** How often each instance looks for due deliveries; a new event is also sent at once by the instance that wrote it. */
export const POLL_INTERVAL_MS = 5_000;
/** A receiver gets this long to answer (issue 23). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Rows claimed per turn: a burst of events goes out in parallel, but not unboundedly. */
const BATCH = 10;

/**
 * Delivers the outbox (docs/ARCHITECTURE.md, "Webhooks"). Each turn claims due rows by writing a
 * lease on them (MySQL/MariaDB: `FOR UPDATE SKIP LOCKED`, so instances claim different rows
 * without waiting on each other; SQLite: one writer, the claim is one transaction), sends each,
 * and records the outcome only while still holding the lease. A process killed mid-delivery
 * leaves its lease to expire and the row to be sent again, with the same `webhook-id`: at least once.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookWorker.name);
  private readonly owner = randomUUID();
  private timer: Timer | null = null;
  private running: Promise<void> | null = null;
  private again = false;
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
    if (this.config.webhooks.leaseMs <= DELIVERY_TIMEOUT_MS) {
      this.logger.warn(
        `WEBHOOKS_LEASE_MS (${this.config.webhooks.leaseMs} ms) is not above the ${DELIVERY_TIMEOUT_MS} ms delivery timeout: ` +
          'another instance may send a message again while a slow receiver is still answering it',
      );
    }
    this.timer = this.clock.interval(POLL_INTERVAL_MS, () => this.poll());
    this.kick();
  }

  /** Before the database closes: the turn in flight records its outcomes, no new one starts. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    await this.running;
  }

  /** Starts a turn now without waiting for it (a write's answer never waits on a receiver). */
  kick(): void {
    void this.poll();
  }

  /** Sends everything due, turn after turn; resolves once done. A call during a turn makes one more. */
  poll(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`webhook delivery turn failed, retried on the next: ${error.message}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      if (this.stopped) return;
      const claimed = await this.claim();
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      if (!this.again && claimed.length < BATCH) return;
    }
  }

  private async claim(): Promise<WebhookDelivery[]> {
    const now = this.clock.now();
    // Read without a lock: a delivery's claim must not hold its endpoint's row.
    const enabled = await this.dataSource.getRepository(WebhookEndpoint).find({ select: { id: true }, where: { enabled: true } });
    if (enabled.length === 0) return [];
    const mysql = this.dataSource.options.type === 'mysql';
    return this.events.write(async ({ manager }) => {
      const select = manager
        .getRepository(WebhookDelivery)
        .createQueryBuilder('d')
        .select('d.id', 'id')
        .where('d.status = :pending', { pending: WebhookDeliveryStatus.PENDING })
        .andWhere('d.nextAttemptAt <= :now', { now })
        .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)')
        .andWhere('d.endpointId IN (:...enabled)', { enabled: enabled.map((endpoint) => endpoint.id) })
        .orderBy('d.nextAttemptAt', 'ASC')
        .addOrderBy('d.id', 'ASC')
        .limit(BATCH);
      const [sql, parameters] = select.getQueryAndParameters();
      const rows = (await manager.query(mysql ? `${sql} FOR UPDATE SKIP LOCKED` : sql, parameters)) as { id: number }[];
      if (rows.length === 0) return [];
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

  /** One attempt, resolution and request together within DELIVERY_TIMEOUT_MS, so it always ends well inside the lease (WEBHOOKS_LEASE_MS, 20 s). */
  private async attempt(endpoint: WebhookEndpoint, headers: Record<string, string>, body: string): Promise<SendResult> {
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    try {
      const url = new URL(endpoint.url);
      // A resolver that never answers must not hold the row either.
      const address = await Promise.race([
        checkedAddress(this.network, url, this.config.webhooks.allowInsecure),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('address lookup timed out')), DELIVERY_TIMEOUT_MS))),
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
  }
}
