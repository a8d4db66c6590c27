import DataLoader from 'dataloader';
import { In, type ObjectLiteral, type Repository } from 'typeorm';

type WithId = ObjectLiteral & { id: number };

/** Batches look-ups by id into one `WHERE id IN (...)` per request tick. */
export function byIdLoader<T extends WithId>(repository: Repository<T>): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const rows = await repository.findBy({ id: In([...ids]) } as never);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/**
 * Batches a to-many relation of many owners into one query: the owners of `ids` are loaded
 * with `relation` joined, and each owner's related rows are returned sorted by `order`.
 */
export function relationLoader<T extends WithId, R>(
  repository: Repository<T>,
  relation: keyof T & string,
  order: (a: R, b: R) => number,
): DataLoader<number, R[]> {
  return new DataLoader(async (ids) => {
    const owners = await repository.find({
      where: { id: In([...ids]) } as never,
      relations: { [relation]: true } as never,
      relationLoadStrategy: 'join',
    });
    const byId = new Map(owners.map((owner) => [owner.id, [...((owner[relation] as R[]) ?? [])].sort(order)]));
    return ids.map((id) => byId.get(id) ?? []);
  });
}

export const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
export const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;
