import { UNDO_WINDOW_MS } from '@site-builder/rules';
import type { ObjectLiteral, Repository } from 'typeorm';
import { DomainException } from 'src/common/errors/domain.exception.js';

/** Records older than this in the bin may be purged: rows deleted before `undoCutoff(now)`. */
export const undoCutoff = (now: Date): Date => new Date(now.getTime() - UNDO_WINDOW_MS);

/**
 * Marks a live row deleted at `now`. The condition on `deleted_at IS NULL` makes a second delete
 * (a double click, a parallel request) change nothing rather than restart the undo window.
 */
export async function softDelete(repository: Repository<ObjectLiteral>, id: number, now: Date): Promise<void> {
  await repository.createQueryBuilder().update().set({ deletedAt: now }).where('id = :id AND deleted_at IS NULL', { id }).execute();
}

/**
 * Brings a deleted row back, in one statement that also checks the window, so it can never
 * race a purge into a half state: either the UPDATE finds the row still inside the window, or
 * the restore is refused. Refusals are 4xx with a Persian message:
 * - 404 NOT_FOUND when no such row exists (never existed, or already purged);
 * - 400 REFUSED when the row is live (nothing to undo) or its undo window has passed.
 */
export async function restoreDeleted(repository: Repository<ObjectLiteral>, id: number, now: Date, what: string): Promise<void> {
  const result = await repository
    .createQueryBuilder()
    .update()
    .set({ deletedAt: null })
    .where('id = :id AND deleted_at IS NOT NULL AND deleted_at >= :cutoff', { id, cutoff: undoCutoff(now) })
    .execute();
  if (result.affected) return;
  const row = await repository.findOne({ where: { id }, withDeleted: true, select: { id: true, deletedAt: true } });
  if (!row) throw DomainException.notFound(what);
  if (row.deletedAt == null) throw DomainException.refused(`${what} حذف نشده است و بازگرداندن آن معنا ندارد`);
  throw DomainException.refused(`مهلت بازگرداندن این ${what} گذشته است`);
}
