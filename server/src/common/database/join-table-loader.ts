import DataLoader from 'dataloader';
import { In, type Repository } from 'typeorm';

export interface JoinTable {
  table: string;
  ownerColumn: string;
  relatedColumn: string;
}

/**
 * Batches a many-to-many relation of many owners through its join table: the (owner, related)
 * id pairs come back as plain rows and each related record is loaded once by id. No owner
 * entity is hydrated and no joined row is turned into entities, which is where most of an
 * uncached public read's time went.
 */
export function joinTableLoader<R extends { id: number }>(
  related: Repository<R>,
  join: JoinTable,
  order: (a: R, b: R) => number,
): DataLoader<number, R[]> {
  return new DataLoader(async (ownerIds) => {
    const rows = await joinRows(related, join, ownerIds);
    const relatedIds = [...new Set(rows.map((row) => row.related))];
    const records = relatedIds.length > 0 ? await related.findBy({ id: In(relatedIds) } as never) : [];
    const byId = new Map(records.map((record) => [record.id, record]));
    const byOwner = new Map<number, R[]>();
    for (const row of rows) {
      const record = byId.get(row.related);
      if (!record) continue;
      const list = byOwner.get(row.owner);
      if (list) list.push(record);
      else byOwner.set(row.owner, [record]);
    }
    return ownerIds.map((id) => (byOwner.get(id) ?? []).sort(order));
  });
}

async function joinRows<R extends { id: number }>(repository: Repository<R>, join: JoinTable, ownerIds: readonly number[]) {
  const rows: { owner: number | string; related: number | string }[] = await repository.manager
    .createQueryBuilder()
    .select(`j.${join.ownerColumn}`, 'owner')
    .addSelect(`j.${join.relatedColumn}`, 'related')
    .from(join.table, 'j')
    .where(`j.${join.ownerColumn} IN (:...ids)`, { ids: [...ownerIds] })
    .getRawMany();
  return rows.map((row) => ({ owner: Number(row.owner), related: Number(row.related) }));
}
