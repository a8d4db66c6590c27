import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { driverFailure } from 'src/common/errors/driver-failure.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { QueryRefusal } from './query-refusal.js';

const logger = new Logger('GraphQL');

/**
 * GraphQL's and Apollo's own refusals of what a client sent, in Persian. Their English text names
 * schema details and suggests field and enum names ("Did you mean …"), so it is not sent.
 */
const CLIENT_ERRORS: Record<string, { message: string; status: number }> = {
  GRAPHQL_PARSE_FAILED: { message: 'متن درخواست GraphQL خوانا نیست', status: 400 },
  GRAPHQL_VALIDATION_FAILED: { message: 'درخواست GraphQL با ساختار API سازگار نیست', status: 400 },
  BAD_USER_INPUT: { message: 'مقدار یکی از متغیرهای درخواست معتبر نیست', status: 400 },
  OPERATION_RESOLUTION_FAILURE: { message: 'عملیات درخواست‌شده مشخص نیست؛ نام عملیات را بفرستید', status: 400 },
  BAD_REQUEST: { message: 'درخواست نامعتبر است', status: 400 },
  CSRF_PREVENTED: {
    message: 'درخواست بدون سرآیند apollo-require-preflight یا نوع محتوای JSON پذیرفته نیست (محافظت در برابر CSRF)',
    status: 400,
  },
  PERSISTED_QUERY_NOT_SUPPORTED: { message: 'پرس‌وجوی ذخیره‌شده پشتیبانی نمی‌شود؛ متن کامل درخواست را بفرستید', status: 400 },
};

/**
 * Domain errors keep their Persian message and gain `code`, `status` and, for validation,
 * `fields`. Refusals of the request's shape and GraphQL's own errors get a Persian message and
 * their status. Anything else is a fault of ours: logged, and reported without its details.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const inner =
    unwrapped instanceof GraphQLError && unwrapped.originalError instanceof DomainException ? unwrapped.originalError : unwrapped;
  const domain = driverFailure(inner) ?? inner;
  if (domain instanceof DomainException) {
    return {
      message: domain.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: domain.code,
        status: domain.httpStatus,
        ...(domain.fields ? { fields: domain.fields } : {}),
        ...domain.details,
      },
    };
  }
  const refusal = QueryRefusal.find(error);
  if (refusal) {
    const { http: _http, ...extensions } = refusal.extensions;
    return { message: refusal.message, locations: formatted.locations, extensions: { ...extensions, status: 400 } };
  }
  const code = csrfPrevented(formatted) ? 'CSRF_PREVENTED' : String(formatted.extensions?.code ?? '');
  const known = CLIENT_ERRORS[code];
  if (known) {
    return { message: known.message, locations: formatted.locations, extensions: { code, status: httpStatusOf(error) ?? known.status } };
  }
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logger.error(domain instanceof Error ? (domain.stack ?? domain.message) : String(domain));
  return {
    message: 'خطای داخلی سرور؛ لطفا دوباره تلاش کنید',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

/** Apollo's CSRF prevention has no code of its own, only BAD_REQUEST and this text. */
function csrfPrevented(formatted: GraphQLFormattedError): boolean {
  return formatted.extensions?.code === 'BAD_REQUEST' && formatted.message.includes('Cross-Site Request Forgery');
}

/** The status Apollo answers with (405 for a mutation over GET, 415 for a bad GET content type). */
function httpStatusOf(error: unknown): number | undefined {
  const http = error instanceof GraphQLError ? (error.extensions.http as { status?: number } | undefined) : undefined;
  return http?.status && http.status >= 400 ? http.status : undefined;
}
