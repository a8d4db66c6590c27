import { In, type FindOptionsRelations, type FindOptionsWhere, type Repository, type SelectQueryBuilder } from 'typeorm';

/**
 * Every row a list query matches, in its order, a batch at a time: the ids are read first (one
 * snapshot, so rows added meanwhile neither shift nor repeat a batch), then the rows by id. An
 * export holds one batch in memory, not the table; a row deleted meanwhile is left out.
 */
export async function* inBatches<T extends { id: number }>(
  query: SelectQueryBuilder<T>,
  repository: Repository<T>,
  options: { size?: number; relations?: FindOptionsRelations<T> } = {},
): AsyncGenerator<T[]> {
  const size = options.size ?? 500;
  const raw = await query.clone().select(`${query.alias}.id`, 'id').getRawMany<{ id: number | string }>();
  const ids = raw.map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += size) {
    const slice = ids.slice(start, start + size);
    const rows = await repository.find({ where: { id: In(slice) } as FindOptionsWhere<T>, relations: options.relations });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const batch = slice.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
    if (batch.length > 0) yield batch;
  }
}
