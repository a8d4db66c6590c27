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

export const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
export const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;
