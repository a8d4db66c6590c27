import { createHash } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { RecordState } from './domain-event.js';

/** Never carried by an event: a secret, or what would let a reader forge one. */
const SECRET = new Set(['passwordHash', 'tokenVersion', 'secretHash', 'secret', 'previousSecret']);

/** The secrets whose replacement an update reports (by these names), never their values. */
const REPORTED_SECRETS: Readonly<Record<string, string>> = { passwordHash: 'password', secretHash: 'secret' };

/**
 * A one-way digest of each reported secret of the record (absent when it has none): compared
 * before and after an update to tell that a secret was replaced, and then dropped.
 */
export async function secretDigests(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  id: number,
): Promise<Record<string, string> | null> {
  const repository = manager.getRepository(target);
  const secrets = repository.metadata.columns.filter((column) => column.propertyName in REPORTED_SECRETS);
  if (secrets.length === 0) return null;
  // Secret columns are not selected by default (`select: false`): asked for by name.
  const query = repository.createQueryBuilder('row').withDeleted().select('row.id');
  for (const column of secrets) query.addSelect(`row.${column.propertyName}`);
  const row = await query.where('row.id = :id', { id }).getOne();
  if (!row) return null;
  return Object.fromEntries(
    secrets.map((column) => [
      REPORTED_SECRETS[column.propertyName],
      createHash('sha256')
        .update(String(column.getEntityValue(row) ?? ''))
        .digest('hex'),
    ]),
  );
}

/** The names of the secrets whose digests differ. */
export function replacedSecrets(before: Record<string, string> | null, after: Record<string, string> | null): string[] {
  if (!before || !after) return [];
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

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
