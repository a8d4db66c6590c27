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
};

/** Field name (as the API spells it) to its Persian messages. */
export type FieldErrors = Record<string, string[]>;

export class DomainException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
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

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  /**
   * Read by graphql-js and Apollo: failures that concern the whole request (no or bad token, not
   * allowed, too many tries) also set the HTTP status of a GraphQL response.
   */
  get extensions(): Record<string, unknown> {
    const wholeRequest = [ErrorCode.Unauthenticated, ErrorCode.Forbidden, ErrorCode.RateLimited].includes(this.code);
    return wholeRequest ? { code: this.code, http: { status: this.httpStatus } } : { code: this.code };
  }
}
