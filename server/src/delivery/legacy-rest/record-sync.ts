import { toLatinDigits } from '@site-builder/rules';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { MAX_PAGE_SIZE } from 'src/common/pagination/pagination.js';
import { EventCursorExpired } from 'src/reactions/event-log/event-log.js';
import {
  END_OF_SEQUENCE,
  type RecordChanges,
  type RecordOf,
  type SyncedKind,
  type SyncPosition,
} from 'src/reactions/event-log/record-changes.js';

/** The query parameters a list call gained for integrators (docs/INTEGRATORS.md, "Reading records and incremental sync"). */
export const SYNC_PARAMS = ['per_page', 'updated_since', 'after'] as const;
/** Records per page of a sync when `per_page` is absent. */
export const SYNC_DEFAULT_PER_PAGE = 50;
/** The 410's `code`: the cursor names changes no longer kept (or was never handed out). */
export const SYNC_CURSOR_EXPIRED = 'SYNC_CURSOR_EXPIRED';
const EXPIRED_MESSAGE = 'تغییرات پس از این نشانه دیگر نگه داشته نمی‌شوند؛ همگام‌سازی را با updated_since از نو آغاز کنید';

/** Whether a list call was asked with any of the new parameters (else it answers exactly as §7 says). */
export const asksNewParams = (query: Record<string, unknown>) => SYNC_PARAMS.some((name) => query[name] !== undefined);

/**
 * Refuses query parameters the call does not know, naming each: with the new parameters a
 * misspelt one (`per-page`, `updatedSince`) must not pass as an unfiltered answer. The legacy
 * calls without them keep ignoring what they do not read (§7).
 */
export function refuseUnknownParams(query: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(query).filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  throw DomainException.validation(Object.fromEntries(unknown.map((name) => [name, [`پارامتر ناشناخته: ${name}`]])));
}

/** `per_page`: a whole number from 1 to 100; anything else is a 422 naming it. */
export function perPageOf(query: Record<string, unknown>, fallback: number): number {
  const value = query.per_page;
  if (value === undefined) return fallback;
  const text = typeof value === 'string' ? toLatinDigits(value).trim() : '';
  const number = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(number >= 1 && number <= MAX_PAGE_SIZE)) {
    throw DomainException.invalidField('per_page', `per_page باید عددی صحیح از ۱ تا ${MAX_PAGE_SIZE.toLocaleString('fa-IR')} باشد`);
  }
  return number;
}

/** A cursor as handed out: `<sequence>.<id>`. Opaque to clients; anything else is a 422 naming `after`. */
function positionOf(value: unknown): SyncPosition | null {
  if (value === undefined) return null;
  const match = typeof value === 'string' ? /^(\d{1,10})\.(\d{1,10})$/.exec(value) : null;
  const position = match ? { sequence: Number(match[1]), id: Number(match[2]) } : null;
  if (!position || position.sequence > END_OF_SEQUENCE || position.id > END_OF_SEQUENCE) {
    throw DomainException.invalidField('after', 'after باید نشانهٔ next پاسخ پیشین باشد');
  }
  return position;
}

/** `updated_since`: an ISO 8601 date-time with its offset (`2026-11-20T08:00:00Z`). */
function updatedSinceOf(value: unknown): Date | null {
  if (value === undefined) return null;
  const valid =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : null;
  if (!valid || Number.isNaN(valid.getTime())) {
    throw DomainException.invalidField('updated_since', 'updated_since باید زمانی به قالب ISO 8601 با منطقهٔ زمانی باشد');
  }
  return valid;
}

export const cursorOf = (position: SyncPosition) => `${position.sequence}.${position.id}`;

/**
 * One page of an incremental sync (`updated_since` and/or `after` given): the records in change
 * order with `next` to send as `after` and `has_more`. Only `per_page`, `updated_since` and
 * `after` are read; any other parameter is a 422 naming it, as list filters would hide changes.
 */
export async function syncPage<K extends SyncedKind, T>(
  changes: RecordChanges,
  kind: K,
  query: Record<string, unknown>,
  map: (records: RecordOf<K>[]) => Promise<T[]>,
) {
  refuseUnknownParams(query, SYNC_PARAMS);
  const perPage = perPageOf(query, SYNC_DEFAULT_PER_PAGE);
  const updatedSince = updatedSinceOf(query.updated_since);
  const from = positionOf(query.after);
  try {
    const page = await changes.page(kind, from, perPage, updatedSince);
    return { data: await map(page.records), per_page: perPage, next: cursorOf(page.next), has_more: page.hasMore };
  } catch (error) {
    if (!(error instanceof EventCursorExpired)) throw error;
    throw new DomainException(ErrorCode.Gone, EXPIRED_MESSAGE, undefined, undefined, { code: SYNC_CURSOR_EXPIRED });
  }
}
