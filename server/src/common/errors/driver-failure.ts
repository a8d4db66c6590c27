import { RateLimitStoreUnavailable } from './rate-limit-store-unavailable.js';
import { DomainException } from './domain.exception.js';

/**
 * Driver errors that say the database or the disk is away, not that the request was wrong:
 * nothing was done, and the same request may succeed in a moment.
 */
const CONNECTION_CODES = new Set([
  // mysql2 and the sockets under it
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  // better-sqlite3 (primary result codes; extended ones such as SQLITE_IOERR_WRITE share the prefix)
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
  'SQLITE_PROTOCOL',
  'SQLITE_NOMEM',
]);
const OUT_OF_DESCRIPTORS_CODES = new Set(['EMFILE', 'ENFILE']);
const NO_ROOM_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', 'ER_RECORD_FILE_FULL', 'ER_DISK_FULL']);
/** TypeORM's own words when it has no connection to hand out. */
const NOT_CONNECTED = /Connection is not established|CannotExecuteNotConnected|ConnectionIsNotSet|Driver not Connected/i;

const DATABASE_AWAY = 'پایگاه داده موقتا در دسترس نیست و کاری انجام نشد؛ چند لحظه دیگر دوباره تلاش کنید';
/** A row this write names was deleted by a concurrent request between the check and the write. */
const REFERENCE_GONE_CODES = new Set(['ER_NO_REFERENCED_ROW_2', 'ER_NO_REFERENCED_ROW', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
const REFERENCE_GONE = 'یکی از رکوردهای مرتبط هم‌زمان تغییر کرد یا حذف شد؛ صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید';
const DISK_FULL = 'فضای ذخیره‌سازی سرور پر است و کاری انجام نشد؛ لطفا بعدا دوباره تلاش کنید';

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return codes;
}

/** The primary code of an extended SQLite code (SQLITE_IOERR_SHORT_READ -> SQLITE_IOERR). */
const primary = (code: string) => (code.startsWith('SQLITE_') ? code.split('_').slice(0, 2).join('_') : code);

/**
 * A driver error a client can act on: the database, disk or shared limits away (503, retry), or a row the
 * write names removed meanwhile (400 refused); undefined for anything else. Read by the REST
 * filter and the GraphQL formatter alike.
 */
export function driverFailure(error: unknown): DomainException | undefined {
  if (error instanceof DomainException) return undefined;
  // Limits that cannot be checked are not skipped: the request is refused until Redis returns.
  if (error instanceof RateLimitStoreUnavailable) return DomainException.unavailable();
  const codes = codesOf(error).map(primary);
  if (codes.some((code) => NO_ROOM_CODES.has(code))) return DomainException.unavailable(DISK_FULL, 60);
  // Out of file descriptors (a database connection, a file): the process is full for a moment.
  if (codes.some((code) => OUT_OF_DESCRIPTORS_CODES.has(code))) return DomainException.unavailable();
  if (codes.some((code) => CONNECTION_CODES.has(code))) return DomainException.unavailable(DATABASE_AWAY);
  if (codesOf(error).some((code) => REFERENCE_GONE_CODES.has(code))) return DomainException.refused(REFERENCE_GONE);
  if (error instanceof Error && (NOT_CONNECTED.test(error.message) || NOT_CONNECTED.test(error.name))) {
    return DomainException.unavailable(DATABASE_AWAY);
  }
  return undefined;
}
