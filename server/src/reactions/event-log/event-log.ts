import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { webhookOf } from 'src/reactions/webhooks/webhook-events.js';
import { EventLogCounter, EventLogEntry } from './event-log.entity.js';

/** Rows numbered per sequencer transaction: a backlog (after a crash) is worked through in turns this size. */
const SEQUENCE_BATCH = 500;
/**
 * A committed row is numbered right after its commit; this look numbers one whose writer died
 * between the two (or whose sequencer run failed) within seconds.
 */
export const SEQUENCE_SWEEP_MS = 5_000;

/** A page of the log: the rows found and the cursor to ask from next. */
export interface EventLogPage {
  rows: EventLogEntry[];
  next: number;
  /** Whether rows past `next` were left for the next page. */
  hasMore: boolean;
}

/** `after` names events no longer kept (or a number never handed out): the reader must sync afresh. */
export class EventCursorExpired extends Error {
  /** `oldest`: the first number still kept; `head`: the last handed out, where a reader resumes after syncing afresh. */
  constructor(
    readonly oldest: number | null,
    readonly head: number,
  ) {
    super('event cursor expired');
  }
}

/**
 * The one event log (docs/INTEGRATORS.md, "Events feed"): every domain event is written in its
 * change's transaction, so a rolled-back write leaves nothing and a committed one cannot be lost
 * to a crash. Numbers are not taken there: a counter every write updated would queue all writes,
 * orders included, behind one row lock until each commits. A sequencer numbers committed rows
 * instead, just after their commit, under the counter's lock and in one transaction per batch;
 * so the numbers run without a gap in the order readers can first see them, and a reader that
 * saw N can never later find an unseen number below N.
 */
@Injectable()
export class EventLog implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventLog.name);
  /** The row each event of this instance was written as. */
  private readonly rows = new WeakMap<DomainEvent, number>();
  private readonly numbers = new WeakMap<DomainEvent, Promise<number | null>>();
  /** Rows of this instance's events waiting for their number, and the numbers runs gave them. */
  private readonly waiting = new Set<number>();
  private readonly given = new Map<number, number>();
  /** Sequencer runs go one after another; a caller joins the run not yet started. */
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private timer: Timer | null = null;

  constructor(
    private readonly events: DomainEvents,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction((event, manager) => this.write(event, manager));
    // The write's answer waits for its number: the live feed announces it with the event.
    this.events.afterCommit(async (event) => void (await this.sequenceOf(event)));
  }

  onApplicationBootstrap(): void {
    this.timer = this.clock.interval(SEQUENCE_SWEEP_MS, () => this.sequence().catch(() => undefined));
    void this.sequence().catch(() => undefined);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.tail;
  }

  /** The number `event` (published on this instance) was given once committed; null if it was not logged or not yet numbered. */
  sequenceOf(event: DomainEvent): Promise<number | null> {
    let number = this.numbers.get(event);
    if (!number) {
      number = this.numberOf(event);
      this.numbers.set(event, number);
    }
    return number;
  }

  /**
   * Numbers every committed row that has none. Resolves once a run that started after the call
   * has finished, so a row committed before the call is numbered by then (unless the run failed).
   */
  sequence(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.tail.then(() => {
      this.queued = null;
      return this.numberCommitted();
    });
    this.queued = run;
    this.tail = run.catch((error: Error) => this.logger.warn(`event log sequencing failed, retried on the next: ${error.message}`));
    return run;
  }

  /** The last number handed out. */
  async head(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const counter = await manager.getRepository(EventLogCounter).findOneBy({ id: 1 });
    return counter?.value ?? 0;
  }

  /**
   * The numbered rows after `after` (from the oldest kept when null), oldest first, at most
   * `limit`, of `webhookTypes` and `types` when given. Throws EventCursorExpired when rows after
   * `after` were pruned or `after` was never handed out.
   */
  async page(
    after: number | null,
    limit: number,
    filter: { webhookTypes?: readonly string[]; types?: readonly string[] } = {},
  ): Promise<EventLogPage> {
    // The head first: rows numbered after it are left to the next page, never skipped by it.
    const head = await this.head();
    if (after !== null && after > head) throw new EventCursorExpired(await this.oldest(), head);
    const from = after ?? Math.max(0, ((await this.oldest()) ?? head + 1) - 1);
    const query = this.dataSource
      .getRepository(EventLogEntry)
      .createQueryBuilder('e')
      .where('e.sequence > :from AND e.sequence <= :head', { from, head })
      .orderBy('e.sequence', 'ASC')
      .limit(limit + 1);
    if (filter.webhookTypes) query.andWhere('e.webhook_type IN (:...webhookTypes)', { webhookTypes: [...filter.webhookTypes, ''] });
    if (filter.types) query.andWhere('e.type IN (:...types)', { types: [...filter.types, ''] });
    const found = await query.getMany();
    // The oldest after the read: a prune between the two is then seen as one, never as no gap.
    const oldest = await this.oldest();
    if (from < head && (oldest === null || from < oldest - 1)) throw new EventCursorExpired(oldest, head);
    const hasMore = found.length > limit;
    const rows = found.slice(0, limit);
    return { rows, hasMore, next: hasMore ? rows[rows.length - 1].sequence! : head };
  }

  /** Throws EventCursorExpired when `after` was never handed out (beyond `head`, the last number read). */
  async assertHandedOut(after: number, head: number): Promise<void> {
    if (after > head) throw new EventCursorExpired(await this.oldest(), head);
  }

  /** Throws EventCursorExpired when events numbered after `after` (up to `head`) were pruned. */
  async assertKeptAfter(after: number, head: number): Promise<void> {
    const oldest = await this.oldest();
    if (after < head && (oldest === null || after < oldest - 1)) throw new EventCursorExpired(oldest, head);
  }

  private async oldest(): Promise<number | null> {
    const { oldest } = (await this.dataSource
      .getRepository(EventLogEntry)
      .createQueryBuilder('e')
      .select('MIN(e.sequence)', 'oldest')
      .getRawOne<{ oldest: number | string | null }>())!;
    return oldest === null ? null : Number(oldest);
  }

  private async write(event: DomainEvent, manager: EntityManager): Promise<void> {
    const webhook = webhookOf(event);
    const result = await manager.getRepository(EventLogEntry).insert({
      sequence: null,
      type: event.type,
      webhookType: webhook?.type ?? null,
      recordId: event.id,
      payload: webhook ? JSON.stringify(webhook.data) : null,
      createdAt: this.clock.now(),
    });
    this.rows.set(event, Number(result.identifiers[0].id));
  }

  private async numberOf(event: DomainEvent): Promise<number | null> {
    const id = this.rows.get(event);
    if (id === undefined) return null;
    this.waiting.add(id);
    try {
      await this.sequence().catch(() => undefined);
      const given = this.given.get(id);
      if (given !== undefined) return given;
      // Numbered by another instance's run, or not yet (a failed run): as the row says now.
      const row = await this.dataSource.getRepository(EventLogEntry).findOneBy({ id });
      return row?.sequence ?? null;
    } finally {
      this.waiting.delete(id);
      this.given.delete(id);
    }
  }

  private async numberCommitted(): Promise<void> {
    for (;;) {
      const { ids, base } = await this.events.write(({ manager }) => this.numberBatch(manager));
      // Told only once committed: a number from a run that rolled back was never given.
      ids.forEach((id, i) => this.waiting.has(id) && this.given.set(id, base + 1 + i));
      if (ids.length < SEQUENCE_BATCH) return;
    }
  }

  private async numberBatch(manager: EntityManager): Promise<{ ids: number[]; base: number }> {
    // The counter's row lock orders the runs of every instance; what a run reads is read after it holds it.
    const lock = this.dataSource.options.type === 'better-sqlite3' ? '' : ' FOR UPDATE';
    const [counter] = (await manager.query(`SELECT value FROM event_log_counter WHERE id = 1${lock}`)) as { value: number | string }[];
    const rows = await manager.getRepository(EventLogEntry).find({
      select: { id: true },
      where: { sequence: IsNull() },
      order: { id: 'ASC' },
      take: SEQUENCE_BATCH,
    });
    const base = Number(counter.value);
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { ids, base };
    const cases = ids.map(() => 'WHEN ? THEN ?').join(' ');
    const numbers = ids.flatMap((id, i) => [id, base + 1 + i]);
    await manager.query(`UPDATE event_log SET sequence = CASE id ${cases} END WHERE id IN (${ids.map(() => '?').join(', ')})`, [
      ...numbers,
      ...ids,
    ]);
    await manager.query('UPDATE event_log_counter SET value = ? WHERE id = 1', [base + ids.length]);
    return { ids, base };
  }
}
