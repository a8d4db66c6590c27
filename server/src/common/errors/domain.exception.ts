/**
 * The only kind of error services throw. The GraphQL error formatter and the REST exception
 * filter translate `code` into a response, so services never know about HTTP.
 */
export enum ErrorCode {
  Validation = 'VALIDATION_FAILED',
  Refused = 'REFUSED',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  RateLimited = 'RATE_LIMITED',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** A body that cannot be read as the call expects (not an object, too deeply nested). */
  BadRequest = 'BAD_REQUEST',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  /** A dependency (database, disk, Redis) is away: nothing was done, the client may retry. */
  Unavailable = 'SERVICE_UNAVAILABLE',
  /** What the request points at is no longer kept (a sync or events cursor past the retention). */
  Gone = 'GONE',
}

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 422,
  [ErrorCode.Refused]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Gone]: 410,
};

/** Failures that concern the whole request, so they also set the HTTP status of a GraphQL response. */
const WHOLE_REQUEST_CODES = new Set([
  ErrorCode.Unauthenticated,
  ErrorCode.Forbidden,
  ErrorCode.RateLimited,
  ErrorCode.BadRequest,
  ErrorCode.UnsupportedMediaType,
  ErrorCode.Unavailable,
]);

/** Field name (as the API spells it) to its Persian messages. */
export type FieldErrors = Record<string, string[]>;

export class DomainException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds after which a retry may succeed; sent as `Retry-After` (429 and 503). */
    readonly retryAfterSeconds?: number,
    /**
     * What the client needs to act on the failure beyond its message: for a `CONFLICT`, the record
     * as it is now and who changed it; for a record deleted meanwhile, until when it can be restored.
     * GraphQL carries it in `extensions`, REST in the body (keys in snake_case).
     */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainException';
  }

  static validation(fields: FieldErrors): DomainException {
    const first = Object.values(fields)[0]?.[0] ?? 'اطلاعات واردشده معتبر نیست';
    return new DomainException(ErrorCode.Validation, first, fields);
  }

  static invalidField(field: string, message: string): DomainException {
    return DomainException.validation({ [field]: [message] });
  }

  static notFound(what: string): DomainException {
    return new DomainException(ErrorCode.NotFound, `${what} پیدا نشد`);
  }

  static refused(message: string): DomainException {
    return new DomainException(ErrorCode.Refused, message);
  }

  static unauthenticated(message = 'برای این کار باید وارد حساب کاربری شوید'): DomainException {
    return new DomainException(ErrorCode.Unauthenticated, message);
  }

  static forbidden(message = 'اجازه این کار را ندارید'): DomainException {
    return new DomainException(ErrorCode.Forbidden, message);
  }

  static rateLimited(message: string, retryAfterSeconds: number): DomainException {
    return new DomainException(ErrorCode.RateLimited, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }

  static unavailable(message = 'سرویس موقتا در دسترس نیست؛ چند لحظه دیگر دوباره تلاش کنید', retryAfterSeconds = 5): DomainException {
    return new DomainException(ErrorCode.Unavailable, message, undefined, retryAfterSeconds);
  }

  static badRequest(message = 'درخواست نامعتبر است'): DomainException {
    return new DomainException(ErrorCode.BadRequest, message);
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  /** Response headers the failure carries, in REST and GraphQL alike. */
  get httpHeaders(): Map<string, string> {
    return new Map(this.retryAfterSeconds ? [['retry-after', String(this.retryAfterSeconds)]] : []);
  }

  /**
   * Read by graphql-js and Apollo: failures that concern the whole request (no or bad token, not
   * allowed, too many tries, a dependency away) also set the HTTP status and headers of a GraphQL
   * response.
   */
  get extensions(): Record<string, unknown> {
    if (!WHOLE_REQUEST_CODES.has(this.code)) return { code: this.code };
    return { code: this.code, http: { status: this.httpStatus, headers: this.httpHeaders } };
  }
}
