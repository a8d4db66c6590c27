import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { EventLogEntry } from './event-log.entity.js';
import { EventLog } from './event-log.js';

/** The kinds of record an integrator syncs incrementally, by the entity that holds them. */
const KINDS = {
  order: { target: Order, prefix: 'order.', notChanges: [] as string[] },
  customer: { target: Customer, prefix: 'customer.', notChanges: [] as string[] },
  // A reveal and an export read a plan; they change nothing (and an export's id is the customer's).
  customer_plan: { target: CustomerPlan, prefix: 'customer-plan.', notChanges: ['customer-plan.revealed', 'customer-plan.exported'] },
} satisfies Record<string, { target: EntityTarget<ObjectLiteral>; prefix: string; notChanges: string[] }>;

export type SyncedKind = keyof typeof KINDS;
export type RecordOf<K extends SyncedKind> = InstanceType<(typeof KINDS)[K]['target']>;

/** Where a sync stands: past every record whose change key is below `sequence`, and those of `sequence` up to `id`. */
export interface SyncPosition {
  sequence: number;
  id: number;
}

/** The largest id either engine's `int` holds: a position at it is past every record of its sequence. */
export const END_OF_SEQUENCE = 2 ** 31 - 1;

export interface RecordChangesPage<T> {
  records: T[];
  /** Each record's change key (the sequence of its last change; 0 for none kept). */
  keys: number[];
  next: SyncPosition;
  hasMore: boolean;
}

/**
 * Incremental sync over the event log's sequence (docs/INTEGRATORS.md, "Reading records and incremental sync"). A
 * record's change key is the sequence of the last event logged for it (0 when none is kept: a
 * record no write has touched since it was loaded, or whose events were pruned). The sequencer
 * numbers committed writes in the order readers can first see them, so a reader walking the keys
 * up to the head it read first never steps over a change: one committed later, whatever its
 * `updated_at`, gets a number above that head and moves its record past the reader. A record
 * changed after it was read is found again at its new key, in its new state.
 */
@Injectable()
export class RecordChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly log: EventLog,
  ) {}

  /**
   * The records of `kind` after `from` (from the start when null) in change order, at most `limit`,
   * changed at or after `updatedSince` when given. Throws EventCursorExpired when `from` names a sequence never
   * handed out, or when changes after it were pruned (the reader must sync afresh).
   */
  async page<K extends SyncedKind>(
    kind: K,
    from: SyncPosition | null,
    limit: number,
    updatedSince: Date | null,
  ): Promise<RecordChangesPage<RecordOf<K>>> {
    const { target, prefix, notChanges } = KINDS[kind];
    // The head first: a change numbered after it is left to a later page, never stepped over.
    const head = await this.log.head();
    const position = from ?? { sequence: 0, id: 0 };
    if (from) await this.log.assertHandedOut(from.sequence, head);
    const key = 'COALESCE(changes.sequence, 0)';
    const query = this.dataSource
      .getRepository<ObjectLiteral>(target)
      .createQueryBuilder('record')
      .leftJoin(
        (sub) => {
          sub
            .select('e.record_id', 'record_id')
            .addSelect('MAX(e.sequence)', 'sequence')
            .from(EventLogEntry, 'e')
            .where('e.sequence IS NOT NULL')
            .andWhere('e.type LIKE :prefix', { prefix: `${prefix}%` });
          if (notChanges.length > 0) sub.andWhere('e.type NOT IN (:...notChanges)', { notChanges });
          return sub.groupBy('e.record_id');
        },
        'changes',
        'changes.record_id = record.id',
      )
      .select('record.id', 'id')
      .addSelect(key, 'change_key')
      .where(`${key} <= :head`, { head })
      .andWhere(`(${key} > :sequence OR (${key} = :sequence AND record.id > :id))`, position)
      .orderBy('change_key', 'ASC')
      .addOrderBy('record.id', 'ASC')
      .limit(limit + 1);
    if (updatedSince) query.andWhere('record.updated_at >= :updatedSince', { updatedSince });
    const found = (await query.getRawMany<{ id: number | string; change_key: number | string }>()).map((row) => ({
      id: Number(row.id),
      key: Number(row.change_key),
    }));
    // Checked after the read: a prune between the two is then seen, never a record whose key it lowered stepped over.
    if (from) await this.log.assertKeptAfter(from.sequence, head);
    const hasMore = found.length > limit;
    const rows = found.slice(0, limit);
    const loaded =
      rows.length === 0 ? [] : await this.dataSource.getRepository<ObjectLiteral>(target).findBy({ id: In(rows.map((row) => row.id)) });
    const byId = new Map(loaded.map((record) => [record.id as number, record as RecordOf<K>]));
    // A record deleted between the two reads is left out; its key still moves the position on.
    const kept = rows.filter((row) => byId.has(row.id));
    const last = rows[rows.length - 1];
    return {
      records: kept.map((row) => byId.get(row.id)!),
      keys: kept.map((row) => row.key),
      hasMore,
      next: hasMore ? { sequence: last.key, id: last.id } : { sequence: head, id: END_OF_SEQUENCE },
    };
  }
}
