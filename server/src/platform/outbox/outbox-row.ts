import type { EntityManager, EntityTarget, SelectQueryBuilder } from 'typeorm';

/** Where a row of an outbox stands; each outbox's entity keeps these three values in its `status` column. */
export enum OutboxStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}

/** The columns every outbox table has (same names, same meaning): the engine reads and writes only these. */
export interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  /** No retry is scheduled past this moment. */
  giveUpAt: Date;
  leaseUntil: Date | null;
  leaseOwner: string | null;
  lastAttemptAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** What one attempt came to. `permanent`: the receiver refused for good, no retry. */
export interface OutboxAttempt {
  ok: boolean;
  permanent: boolean;
  /** Already cut and without secrets: it is stored and logged as it is. */
  error: string | null;
  /** The channel's own columns about the attempt (a webhook's status code, answer, duration). */
  columns?: Record<string, unknown>;
}

/** How the attempt was recorded: delivered, given up (permanent, or out of time), or due again at `nextAttemptAt`. */
export interface OutboxOutcome {
  status: OutboxStatus;
  nextAttemptAt: Date | null;
  /** False when another instance owns the row now (the lease had passed): its outcome is the one kept. */
  recorded: boolean;
  durationMs: number;
}

/**
 * One outbox as the engine (outbox-worker.ts) sees it: its table, how its rows fall into lanes, how
 * to send one row and when to try again. The channel decides what a send is and what a permanent
 * failure is; the engine owns claiming, leases, retries, giving up and shutdown.
 */
export interface OutboxChannel<Row extends OutboxRow> {
  /** In log lines: "webhook delivery", "notification". */
  readonly name: string;
  readonly entity: EntityTarget<Row>;
  /** The table's alias in `due` is `d`. */
  readonly leaseMs: number;
  /**
   * Rows of one lane claimed per turn and sent side by side. 1: a lane's rows go one after
   * another, each claimed (and leased) just before it is sent, so a slow lane never outlives its lease.
   */
  readonly batch: number;
  /** The columns (as `d.property`) whose distinct values make the lanes: one receiver's queue each. */
  readonly laneColumns: readonly string[];
  /** Order of a lane's rows, as `d.property` columns. */
  readonly order: readonly string[];
  /** Narrows the due rows (joins, holds); the status parameter is `:pending`. */
  due?(query: SelectQueryBuilder<Row>): SelectQueryBuilder<Row>;
  /** The claimed rows with what sending needs (relations). */
  load(manager: EntityManager, ids: number[]): Promise<Row[]>;
  send(row: Row): Promise<OutboxAttempt>;
  /** The wait before the attempt after the `attemptsMade`-th. */
  retryDelayMs(attemptsMade: number): number;
  /** In the transaction recording an attempt that is still ours (e.g. a 410 turns its endpoint off). */
  onRecord?(manager: EntityManager, row: Row, attempt: OutboxAttempt): Promise<void>;
  /** After the attempt's transaction: metrics, a log line. */
  afterRecord?(row: Row, attempt: OutboxAttempt, outcome: OutboxOutcome): void;
  /** Any text on its way to a log line (the channel's secrets taken out). */
  clean?(text: string): string;
}
