import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { RecordState } from './domain-event.js';

/** Never carried by an event: a secret, or what would let a reader forge one. */
const SECRET = new Set(['passwordHash', 'tokenVersion', 'secretHash', 'secret', 'previousSecret']);

/**
 * The record as `manager` sees it now (inside a unit of work: with the write's own changes),
 * soft-deleted or not; null when there is no such row.
 */
export async function readState(manager: EntityManager, target: EntityTarget<ObjectLiteral>, id: number): Promise<RecordState | null> {
  const repository = manager.getRepository(target);
  const row = await repository.findOne({ where: { id }, withDeleted: true });
  if (!row) return null;
  const values: Record<string, unknown> = {};
  for (const column of repository.metadata.columns) {
    if (!column.isSelect || SECRET.has(column.propertyName)) continue;
    const value: unknown = column.getEntityValue(row);
    values[column.propertyName] = value instanceof Date ? value.toISOString() : value;
  }
  return { label: labelOf(row), values };
}

/** The record as staff name it: a person's full name, else its title, domain or address (a webhook). */
export function labelOf(row: ObjectLiteral): string {
  const person = [row.name, row.family].filter((part) => typeof part === 'string' && part).join(' ');
  const named = row.title ?? row.domainName ?? row.fullName ?? row.url;
  return person || (typeof named === 'string' ? named : `#${row.id}`);
}
