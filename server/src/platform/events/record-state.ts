import { createHash } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata.js';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import type { RecordState } from './domain-event.js';

/** Never carried by an event: a secret, or what would let a reader forge one. */
const SECRET = new Set(['passwordHash', 'tokenVersion', 'secretHash', 'secret', 'previousSecret']);

/** The secrets whose replacement an update reports (by these names), never their values. */
const REPORTED_SECRETS: Readonly<Record<string, string>> = { passwordHash: 'password', secretHash: 'secret' };

/**
 * Columns an event carries masked («••••» when set, null when empty), by table: a customer plan's
 * access details are staff's to reveal on purpose (docs/ARCHITECTURE.md, "Secrets shown on purpose"), never copied into the activity log,
 * a conflict's current values or anything else an event feeds. Their replacement is reported by name.
 */
const MASKED: Readonly<Record<string, readonly string[]>> = { customer_plans: ['description'] };

const isMasked = (metadata: EntityMetadata, property: string) => MASKED[metadata.tableName]?.includes(property) ?? false;

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
  const secrets = repository.metadata.columns.filter(
    (column) => column.propertyName in REPORTED_SECRETS || isMasked(repository.metadata, column.propertyName),
  );
  if (secrets.length === 0) return null;
  // Secret columns are not selected by default (`select: false`): asked for by name.
  const query = repository.createQueryBuilder('row').withDeleted().select('row.id');
  for (const column of secrets) query.addSelect(`row.${column.propertyName}`);
  const row = await query.where('row.id = :id', { id }).getOne();
  if (!row) return null;
  return Object.fromEntries(
    secrets.map((column) => [
      REPORTED_SECRETS[column.propertyName] ?? column.propertyName,
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
    if (isMasked(repository.metadata, column.propertyName))
      values[column.propertyName] = value == null || value === '' ? null : ACCESS_DETAILS_MASK;
    else values[column.propertyName] = value instanceof Date ? value.toISOString() : value;
  }
  Object.assign(values, await relationIds(manager, repository.metadata, id));
  return { label: labelOf(row), values };
}

/** `plans` → `planIds`, `categories` → `categoryIds`: a list of related records as the API's inputs name it. */
const idsName = (property: string) => `${property.replace(/ies$/, 'y').replace(/s$/, '')}Ids`;

/**
 * The record's many-to-many lists this side owns (a theme's plans and categories, a plan's
 * features), as sorted ids under their inputs' names: a change of a list is a change of a field,
 * for the activity log, a conflict's current values and who-changed-what (docs/ARCHITECTURE.md, "Edit versions").
 */
async function relationIds(manager: EntityManager, metadata: EntityMetadata, id: number): Promise<Record<string, number[]>> {
  const lists: Record<string, number[]> = {};
  for (const relation of metadata.manyToManyRelations) {
    const junction = relation.junctionEntityMetadata;
    if (!relation.isOwning || !junction) continue;
    const quote = (name: string) => manager.connection.driver.escape(name);
    const owner = quote(relation.joinColumns[0].databaseName);
    const related = quote(relation.inverseJoinColumns[0].databaseName);
    const rows = (await manager.query(`SELECT ${related} AS id FROM ${quote(junction.tableName)} WHERE ${owner} = ? ORDER BY ${related}`, [
      id,
    ])) as { id: number | string }[];
    lists[idsName(relation.propertyName)] = rows.map((row) => Number(row.id));
  }
  return lists;
}

/** The record as staff name it: a person's full name, else its title, domain or address (a webhook). */
export function labelOf(row: ObjectLiteral): string {
  const person = [row.name, row.family].filter((part) => typeof part === 'string' && part).join(' ');
  const named = row.title ?? row.domainName ?? row.fullName ?? row.url;
  return person || (typeof named === 'string' ? named : `#${row.id}`);
}
