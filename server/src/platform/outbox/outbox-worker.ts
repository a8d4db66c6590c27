import { randomUUID } from 'node:crypto';
import { Logger, type BeforeApplicationShutdown, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Gauge } from 'prom-client';
import type { Clock, Timer } from 'src/common/clock.js';
import type { DomainEvents } from 'src/platform/events/domain-events.js';
import type { Metrics } from 'src/platform/observability/metrics.service.js';
import { claimDue, dueLanes } from './outbox-claim.js';
import { OutboxStatus, type OutboxAttempt, type OutboxChannel, type OutboxRow } from './outbox-row.js';

/** How often each instance looks for due rows; a new row is also sent at once by the instance that wrote it (`kick`). */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;

/** One lane's queue in this instance: a loop of turns; `again` asks the running loop for one more. */
interface Lane {
  again: boolean;
  done: Promise<void>;
}

/**
 * The outbox engine (docs/ARCHITECTURE.md, "Outboxes"): delivers one outbox table through its
 * channel, one lane per receiver (the channel's lane columns), so a receiver that never answers
 * holds back only its own rows. A look finds the lanes with due rows and starts each that has none
 * running here. Each turn of a lane claims its due rows by writing a lease on them (MySQL/MariaDB:
 * `FOR UPDATE SKIP LOCKED` by primary key, so instances claim different rows without waiting on
 * each other; SQLite: one writer, the claim is one transaction), sends them, and records each
 * outcome only while still holding the lease. A process killed mid-send leaves its lease to expire
 * and the row to be sent again: at least once. A failed attempt is tried again after the channel's
 * backoff, until the row's `giveUpAt`; a permanent failure is given up at once.
 */
export class OutboxWorker<Row extends OutboxRow> implements OnModuleInit, OnModuleDestroy, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly owner = randomUUID();
  private timer: Timer | null = null;
  /** The look in progress (finding lanes with due rows), and whether another was asked meanwhile. */
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private readonly lanes = new Map<string, Lane>();
  private stopped = false;
  /** Events whose transaction wrote rows here (a rolled-back one is never seen again and is collected). */
  private readonly queued = new WeakSet<object>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    protected readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    protected readonly clock: Clock,
    private readonly channel: OutboxChannel<Row>,
  ) {}

  /** Wakes the worker once a change that wrote rows here commits (`wakeAfterCommit`). */
  onModuleInit(): void {
    this.unsubscribe = this.events.afterCommit(async (event) => {
      if (this.queued.delete(event)) this.kick();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /**
   * Called by the outbox's writer, in the change's transaction, when it wrote rows for `event`: the
   * worker sends them as soon as the change commits rather than on its next look. Only such a
   * change wakes it: a look for nothing is a query more for every write.
   */
  wakeAfterCommit(event: object): void {
    this.queued.add(event);
  }

  /**
   * Keeps `gauge` at the number of pending rows, counted at each scrape: a backlog that only grows
   * means the worker cannot keep up or the receivers are away. A database away at scrape time
   * leaves the last figure (readiness reports the database).
   */
  protected gaugePending(metrics: Metrics, gauge: Gauge): void {
    const pending = () =>
      this.dataSource.getRepository(this.channel.entity).count({ where: { status: OutboxStatus.PENDING } as FindOptionsWhere<Row> });
    metrics.onScrape(() =>
      pending().then(
        (count) => gauge.set(count),
        () => undefined,
      ),
    );
  }

  /** Warns when a lease may pass while a slow receiver is still answering (then another instance sends the row too). */
  protected warnIfLeaseShort(leaseSetting: string, timeoutSetting: string, timeoutMs: number): void {
    const { leaseMs } = this.channel;
    if (leaseMs > timeoutMs) return;
    this.logger.warn(
      `${leaseSetting} (${leaseMs} ms) is not above the ${timeoutMs} ms delivery timeout (${timeoutSetting}): ` +
        'another instance may send a message again while a slow receiver is still answering it',
    );
  }

  /** Looks every OUTBOX_POLL_INTERVAL_MS from now on, and at once. */
  protected start(): void {
    this.timer = this.clock.interval(OUTBOX_POLL_INTERVAL_MS, () => this.poll());
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
   * Sends everything due; resolves once each lane found with due rows, and each lane already
   * running here, has had its rows sent (a running lane is asked for one more turn and waited for:
   * the rows it holds are leased, so a look alone would not find them and the call would resolve
   * before they were recorded). A call during a look makes one more look; a call while only lanes
   * run starts a new look at once, so a new row for one lane never waits on another lane.
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
          for (const key of new Set([...(await this.dueLanes()), ...this.lanes.keys()])) lanes.add(this.lane(key));
        }
      } catch (error) {
        this.logger.warn(`${this.channel.name} look failed, retried on the next: ${this.clean((error as Error).message)}`);
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

  /** Lanes with a row due and not leased now, each as the JSON of its lane columns' values. */
  private async dueLanes(): Promise<string[]> {
    const lanes = await dueLanes(this.dataSource.manager, this.channel, this.clock.now());
    return lanes.map((values) => JSON.stringify(values));
  }

  /** The lane: started, or (already running here) asked for one more turn. */
  private lane(key: string): Promise<void> {
    const running = this.lanes.get(key);
    if (running) {
      running.again = true;
      return running.done;
    }
    const lane: Lane = { again: false, done: Promise.resolve() };
    this.lanes.set(key, lane);
    lane.done = this.turns(key, lane).catch((error: Error) => {
      this.lanes.delete(key);
      this.logger.warn(`${this.channel.name} turn failed, retried on the next look: ${this.clean(error.message)}`);
    });
    return lane.done;
  }

  private async turns(key: string, lane: Lane): Promise<void> {
    const values = JSON.parse(key) as unknown[];
    for (;;) {
      lane.again = false;
      const claimed = this.stopped ? [] : await this.claim(values);
      await Promise.all(claimed.map((row) => this.deliver(row)));
      // Decided and left in one step: a look that finds this lane still listed has its `again` seen.
      if (this.stopped || (!lane.again && claimed.length < this.channel.batch)) {
        this.lanes.delete(key);
        return;
      }
    }
  }

  private claim(lane: unknown[]): Promise<Row[]> {
    const now = this.clock.now();
    return this.events.write(({ manager }) => claimDue(manager, this.channel, lane, now, this.owner));
  }

  private async deliver(row: Row): Promise<void> {
    const started = performance.now();
    let attempt: OutboxAttempt;
    try {
      attempt = await this.channel.send(row);
    } catch (error) {
      attempt = { ok: false, permanent: false, error: this.clean((error as Error).message).slice(0, 250) };
    }
    await this.record(row, attempt, Math.round(performance.now() - started));
  }

  /** Writes the attempt's outcome, only while the lease is still ours (else another instance owns the row now). */
  private async record(row: Row, attempt: OutboxAttempt, durationMs: number): Promise<void> {
    const now = this.clock.now();
    const attempts = row.attempts + 1;
    let status = OutboxStatus.PENDING;
    let nextAttemptAt: Date | null = null;
    if (attempt.ok) status = OutboxStatus.DELIVERED;
    else if (attempt.permanent) status = OutboxStatus.FAILED;
    else {
      nextAttemptAt = new Date(now.getTime() + this.channel.retryDelayMs(attempts));
      if (nextAttemptAt > row.giveUpAt) {
        status = OutboxStatus.FAILED;
        nextAttemptAt = null;
      }
    }
    const recorded = await this.events.write(async ({ manager }) => {
      const { affected } = await manager.getRepository(this.channel.entity).update(
        { id: row.id, leaseOwner: this.owner } as FindOptionsWhere<Row>,
        {
          attempts,
          status,
          nextAttemptAt,
          leaseOwner: null,
          leaseUntil: null,
          lastAttemptAt: now,
          lastError: attempt.error,
          ...attempt.columns,
        } as unknown as QueryDeepPartialEntity<Row>,
      );
      if (affected && this.channel.onRecord) await this.channel.onRecord(manager, row, attempt);
      return Boolean(affected);
    });
    this.channel.afterRecord?.(row, attempt, { status, nextAttemptAt, recorded, durationMs });
  }

  private clean(text: string): string {
    return this.channel.clean ? this.channel.clean(text) : text;
  }
}
