import DataLoader from 'dataloader';
import type { Repository } from 'typeorm';

export interface JoinTable {
  table: string;
  ownerColumn: string;
  relatedColumn: string;
}

/**
 * Batches a many-to-many relation of many owners through its join table, in one query: the
 * related rows joined to the (owner, related) pairs, each related record hydrated once. The
 * owner entities are never loaded, and the join is not turned into an entity graph, which is
 * where most of an uncached public read's time went.
 */
export function joinTableLoader<R extends { id: number }>(
  related: Repository<R>,
  join: JoinTable,
  order: (a: R, b: R) => number,
): DataLoader<number, R[]> {
  return new DataLoader(async (ownerIds) => {
    const { entities, raw } = await related
      .createQueryBuilder('related')
      .innerJoin(join.table, 'j', `j.${join.relatedColumn} = related.id`)
      .addSelect(`j.${join.ownerColumn}`, 'owner')
      .where(`j.${join.ownerColumn} IN (:...ids)`, { ids: [...ownerIds] })
      .getRawAndEntities<{ owner: number | string; related_id: number | string }>();
    const byId = new Map(entities.map((record) => [record.id, record]));
    const byOwner = new Map<number, R[]>();
    for (const row of raw) {
      const record = byId.get(Number(row.related_id));
      if (!record) continue;
      const owner = Number(row.owner);
      const list = byOwner.get(owner);
      if (list) list.push(record);
      else byOwner.set(owner, [record]);
    }
    return ownerIds.map((id) => (byOwner.get(id) ?? []).sort(order));
  });
}

/**
 * The related ids of many owners, ordered by the related table's `orderBy` columns, straight
 * from the join table as plain rows: for answers that show ids only (a plan's feature ids).
 */
export function joinIdsLoader(related: Repository<{ id: number }>, join: JoinTable, orderBy: string[]): DataLoader<number, number[]> {
  return new DataLoader(async (ownerIds) => {
    const query = related
      .createQueryBuilder('related')
      .select(`j.${join.ownerColumn}`, 'owner')
      .addSelect('related.id', 'id')
      .innerJoin(join.table, 'j', `j.${join.relatedColumn} = related.id`)
      .where(`j.${join.ownerColumn} IN (:...ids)`, { ids: [...ownerIds] });
    for (const column of orderBy) query.addOrderBy(`related.${column}`, 'ASC');
    const byOwner = new Map<number, number[]>();
    for (const row of await query.getRawMany<{ owner: number | string; id: number | string }>()) {
      const owner = Number(row.owner);
      const list = byOwner.get(owner);
      if (list) list.push(Number(row.id));
      else byOwner.set(owner, [Number(row.id)]);
    }
    return ownerIds.map((id) => byOwner.get(id) ?? []);
  });
}
