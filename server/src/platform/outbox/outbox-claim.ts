import { In, type EntityManager, type FindOptionsWhere, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { OutboxStatus, type OutboxChannel, type OutboxRow } from './outbox-row.js';

/** Rows due now and not leased, narrowed by the channel. */
function due<Row extends OutboxRow>(channel: OutboxChannel<Row>, query: SelectQueryBuilder<Row>, now: Date): SelectQueryBuilder<Row> {
  query
    .where('d.status = :pending', { pending: OutboxStatus.PENDING })
    .andWhere('d.nextAttemptAt <= :now', { now })
    .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)');
  return channel.due ? channel.due(query) : query;
}

function ordered<Row extends OutboxRow>(channel: OutboxChannel<Row>, query: SelectQueryBuilder<Row>): SelectQueryBuilder<Row> {
  channel.order.forEach((column, i) => (i === 0 ? query.orderBy(column, 'ASC') : query.addOrderBy(column, 'ASC')));
  return query;
}

/** The lanes with a row due and not leased now, each as its lane columns' values. */
export async function dueLanes<Row extends OutboxRow>(
  manager: EntityManager,
  channel: OutboxChannel<Row>,
  now: Date,
): Promise<unknown[][]> {
  // Read without a lock: a look must not hold a row another instance claims.
  const query = due(channel, manager.getRepository(channel.entity).createQueryBuilder('d'), now);
  channel.laneColumns.forEach((column, i) => (i === 0 ? query.select(column, `l${i}`) : query.addSelect(column, `l${i}`)));
  const rows = await query.distinct(true).getRawMany<Record<string, unknown>>();
  return rows.map((row) => channel.laneColumns.map((_, i) => row[`l${i}`]));
}

/**
 * Claims up to a batch of `lane`'s due rows for `owner`, in the write's transaction on `manager`,
 * by writing a lease on them: MySQL/MariaDB `FOR UPDATE SKIP LOCKED` (instances claim different
 * rows without waiting on each other), SQLite one writer. Returns them loaded for sending.
 */
export async function claimDue<Row extends OutboxRow>(
  manager: EntityManager,
  channel: OutboxChannel<Row>,
  lane: unknown[],
  now: Date,
  owner: string,
): Promise<Row[]> {
  const { batch, laneColumns, leaseMs } = channel;
  const mysql = manager.connection.options.type === 'mysql';
  const repository = manager.getRepository(channel.entity);
  // Read without a lock: a claim must not hold a row of another table (an endpoint). A lane
  // whose receiver went away meanwhile has nothing due: it ends and its rows wait.
  const query = due(channel, repository.createQueryBuilder('d'), now);
  laneColumns.forEach((column, i) => query.andWhere(`${column} = :lane${i}`, { [`lane${i}`]: lane[i] }));
  // More than a batch on MySQL/MariaDB: another instance claiming the first ones leaves this one the next.
  let rows = (await ordered(channel, query.select('d.id', 'id'))
    .limit(mysql ? 3 * batch : batch)
    .getRawMany()) as { id: number }[];
  if (rows.length === 0) return [];
  if (mysql) {
    // Locked by primary key, never by a range of the due index: a locking scan of that range
    // would also hold (and make SKIP LOCKED skip) other lanes' rows claimed at the same moment.
    // Rows another instance claimed meanwhile are left to it.
    const [sql, parameters] = ordered(
      channel,
      repository
        .createQueryBuilder('d')
        .select('d.id', 'id')
        .where('d.id IN (:...ids)', { ids: rows.map((row) => row.id) })
        .andWhere('d.status = :pending', { pending: OutboxStatus.PENDING })
        .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)', { now }),
    )
      .limit(batch)
      .getQueryAndParameters();
    rows = (await manager.query(`${sql} FOR UPDATE SKIP LOCKED`, parameters)) as { id: number }[];
    if (rows.length === 0) return [];
  }
  const ids = rows.map((row) => Number(row.id));
  const lease = { leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) };
  await repository.update({ id: In(ids) } as FindOptionsWhere<Row>, lease as unknown as QueryDeepPartialEntity<Row>);
  return channel.load(manager, ids);
}
