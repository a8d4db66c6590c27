import { UNDO_WINDOW_MS, type EditConflict } from '@site-builder/rules';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import type { DomainEventType } from './domain-event.js';
import { readState } from './record-state.js';

/** What an edit of a record's form fields expects to find (docs/ARCHITECTURE.md, "Edit versions"). */
export interface EditClaim {
  /** The version the editor started from; absent: last write wins (the REST facade's integrators). */
  version?: number | null;
  /** Columns (property names) that must still hold these values: the status an operator saw. */
  expect?: Record<string, unknown>;
  /** How staff name the record, for the messages («مشتری»). */
  what: string;
}

/** The last write of a record, as the activity log remembers it. */
export interface LastChange {
  /** An admin, or an API token (id null, named). */
  by: { id: number | null; name: string } | null;
  at: string;
  /** The fields that write changed (property names). */
  fields: string[];
}

/** Given by the activity log (which the events module must not import): the last change of a record. */
export type LastChangeReader = (type: DomainEventType, id: number) => Promise<LastChange | null>;

/**
 * Thrown inside a unit when the record is not as its editor saw it; the unit rolls back and
 * `DomainEvents` turns it into the client's `CONFLICT` or `NOT_FOUND` with what happened
 * (`explainStaleEdit`), read once the transaction is over.
 */
export class StaleEdit extends Error {
  constructor(
    readonly type: DomainEventType,
    readonly target: EntityTarget<ObjectLiteral>,
    readonly id: number,
    readonly claim: EditClaim,
  ) {
    super(`${String(type)} #${id}: stale edit`);
    this.name = 'StaleEdit';
  }
}

/**
 * Raises the record's version if it still is what the editor saw, deciding in the database: one
 * `UPDATE … SET version = version + 1 WHERE id = ? AND version = ? [AND status = ?]` that must
 * touch exactly one row. The row stays locked until the unit ends, so of two editors who saw the
 * same version exactly one gets past this (InnoDB re-reads the row after the other's commit;
 * SQLite runs units in turn). Returns the new version; throws `StaleEdit` otherwise.
 */
export async function claimEdit(
  manager: EntityManager,
  type: DomainEventType,
  target: EntityTarget<ObjectLiteral>,
  id: number,
  claim: EditClaim,
): Promise<number> {
  const metadata = manager.connection.getMetadata(target);
  const quote = (name: string) => manager.connection.driver.escape(name);
  const column = (property: string) => quote(metadata.findColumnWithPropertyName(property)!.databaseName);
  const version = column('version');
  const conditions = [`${column('id')} = ?`];
  const parameters: unknown[] = [id];
  if (metadata.deleteDateColumn) conditions.push(`${quote(metadata.deleteDateColumn.databaseName)} IS NULL`);
  if (claim.version != null) {
    conditions.push(`${version} = ?`);
    parameters.push(claim.version);
  }
  for (const [property, value] of Object.entries(claim.expect ?? {})) {
    if (value === undefined) continue;
    conditions.push(`${column(property)} = ?`);
    parameters.push(value);
  }
  const sql = `UPDATE ${quote(metadata.tableName)} SET ${version} = ${version} + 1 WHERE ${conditions.join(' AND ')}`;
  const result = await manager.queryRunner!.query(sql, parameters, true);
  if (result.affected !== 1) throw new StaleEdit(type, target, id, claim);
  const [row] = (await manager.query(`SELECT ${version} AS version FROM ${quote(metadata.tableName)} WHERE ${column('id')} = ?`, [id])) as {
    version: number | string;
  }[];
  return Number(row.version);
}

/** Bookkeeping the editor does not compare. */
const NOT_SHOWN = new Set(['createdAt', 'updatedAt', 'deletedAt']);

/**
 * What the editor is told, read after the refused unit rolled back: the record deleted meanwhile
 * (404, with until when it can be restored), or changed meanwhile (409 `CONFLICT` with its current
 * values, its version, and who changed which fields when).
 */
export async function explainStaleEdit(manager: EntityManager, stale: StaleEdit, lastChange: LastChange | null): Promise<DomainException> {
  const { what } = stale.claim;
  const state = await readState(manager, stale.target, stale.id);
  const who = lastChange?.by?.name ?? 'مدیر دیگری';
  // Never there, or purged once its undo window passed: nothing to restore, nothing more to say.
  if (!state) return DomainException.notFound(what);
  const deletedAt = state.values.deletedAt;
  if (typeof deletedAt === 'string') {
    const restorableUntil = new Date(new Date(deletedAt).getTime() + UNDO_WINDOW_MS).toISOString();
    return new DomainException(
      ErrorCode.NotFound,
      `این ${what} را ${who} هم‌زمان حذف کرده است؛ تغییرات شما ذخیره نشد`,
      undefined,
      undefined,
      { deleted: { restorableUntil, deletedBy: lastChange?.by ?? null } },
    );
  }
  const current = Object.fromEntries(Object.entries(state.values).filter(([key]) => !NOT_SHOWN.has(key)));
  const expected = Object.keys(stale.claim.expect ?? {});
  const message = expected.includes('ownerId')
    ? `${who} مسئول این ${what} را هم‌زمان تغییر داده است؛ تغییر شما اعمال نشد`
    : expected.length > 0
      ? `${who} وضعیت این ${what} را هم‌زمان تغییر داده است؛ تغییر شما اعمال نشد`
      : `این ${what} را ${who} هم‌زمان ویرایش کرده است؛ تغییرات او را ببینید و دوباره ذخیره کنید`;
  const conflict: EditConflict = {
    version: Number(current.version),
    current,
    changedFields: (lastChange?.fields ?? []).filter((field) => !NOT_SHOWN.has(field) && field !== 'version'),
    changedBy: lastChange?.by ?? null,
    changedAt: lastChange?.at ?? null,
  };
  return new DomainException(ErrorCode.Conflict, message, undefined, undefined, { conflict });
}
