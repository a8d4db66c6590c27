import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { driverFailure } from './driver-failure.js';
import { DomainException, ErrorCode } from './domain.exception.js';
import { INTERNAL_ERROR, sendRestError } from './rest-error.js';

/**
 * The one mapping from errors to REST responses, in the shapes the legacy client reads:
 * 422 `{message, errors: {field: [...]}}`, other failures `{error, message}`, each with a stable `code`
 * (or RFC 9457 problem details when asked, rest-error.ts); never a stack.
 * GraphQL errors are left to the GraphQL formatter; a database or disk failure reaches it as the
 * 503 DomainException, so Apollo sets the status and Retry-After as REST does.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(caught: unknown, host: ArgumentsHost): void {
    const exception = driverFailure(caught) ?? caught;
    if (exception !== caught) this.logger.warn(`dependency away: ${caught instanceof Error ? caught.message : String(caught)}`);
    if (host.getType<string>() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.toResponse(exception);
    if (exception instanceof DomainException) exception.httpHeaders.forEach((value, name) => res.setHeader(name, value));
    sendRestError(host.switchToHttp().getRequest<Request>(), res, status, body);
  }

  private toResponse(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainException) {
      const status = exception.httpStatus;
      if (exception.code === ErrorCode.Validation) {
        return { status, body: { message: exception.message, errors: exception.fields ?? {}, code: exception.code } };
      }
      return {
        status,
        body: { error: exception.message, message: exception.message, code: exception.code, ...snakeKeys(exception.details) },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = status === 404 ? 'نشانی درخواست‌شده پیدا نشد' : persianHttpMessage(status);
      return { status, body: { error: message, message } };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const message = 'خطای داخلی سرور؛ لطفا دوباره تلاش کنید';
    return { status: 500, body: { error: message, message, code: INTERNAL_ERROR } };
  }
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A failure's details in the REST facade's spelling: keys, and the record fields a conflict names,
 * in snake_case (`changedBy` -> `changed_by`, `fullName` -> `full_name`), as the REST answers spell them.
 */
function snakeKeys(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      snake(key),
      Array.isArray(inner)
        ? inner.map((item) => (typeof item === 'string' ? snake(item) : item))
        : inner && typeof inner === 'object' && !(inner instanceof Date)
          ? snakeKeys(inner)
          : inner,
    ]),
  );
}

export function persianHttpMessage(status: number): string {
  switch (status) {
    case 400:
      return 'درخواست نامعتبر است';
    case 401:
      return 'برای این کار باید وارد حساب کاربری شوید';
    case 403:
      return 'اجازه این کار را ندارید';
    case 404:
      return 'نشانی درخواست‌شده پیدا نشد';
    case 405:
      return 'این روش درخواست پذیرفته نیست';
    case 413:
      return 'حجم درخواست بیش از حد مجاز است';
    case 415:
      return 'نوع محتوای درخواست پذیرفته نیست';
    case 429:
      return 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید';
    case 503:
      return 'سرویس موقتا در دسترس نیست؛ چند لحظه دیگر دوباره تلاش کنید';
    default:
      return status >= 500 ? 'خطای داخلی سرور؛ لطفا دوباره تلاش کنید' : 'درخواست نامعتبر است';
  }
}
