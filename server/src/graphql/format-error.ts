import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { driverFailure } from 'src/common/errors/driver-failure.js';
import { DomainException } from 'src/common/errors/domain.exception.js';

const logger = new Logger('GraphQL');

/**
 * Domain errors keep their Persian message and gain `code`, `status` and, for validation,
 * `fields`. GraphQL's own errors (syntax, unknown field, wrong variable type) pass as they are.
 * Anything else is a fault of ours: logged, and reported without its details.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = driverFailure(unwrapped) ?? unwrapped;
  if (original instanceof DomainException) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        status: original.httpStatus,
        ...(original.fields ? { fields: original.fields } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  logger.error(original instanceof Error ? (original.stack ?? original.message) : String(original));
  return {
    message: 'خطای داخلی سرور؛ لطفا دوباره تلاش کنید',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}
