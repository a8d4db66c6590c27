import type { Request, Response } from 'express';
import { ErrorCode } from './domain.exception.js';

/** The one code of a failure with no DomainException behind it (a server fault). */
export const INTERNAL_ERROR = 'INTERNAL_SERVER_ERROR';

/** The stable `code` of a REST failure by its status, the GraphQL API's codes (docs/INTEGRATORS.md, "Errors"). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.BadRequest;
    case 401:
      return ErrorCode.Unauthenticated;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return ErrorCode.Conflict;
    case 410:
      return ErrorCode.Gone;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 415:
      return ErrorCode.UnsupportedMediaType;
    case 422:
      return ErrorCode.Validation;
    case 429:
      return ErrorCode.RateLimited;
    case 503:
      return ErrorCode.Unavailable;
    default:
      return status >= 500 ? INTERNAL_ERROR : ErrorCode.BadRequest;
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Whether the caller asked for RFC 9457 problem details (`Accept: application/problem+json`). */
export function wantsProblem(req: Request): boolean {
  const accept = req.headers.accept;
  return typeof accept === 'string' && /(^|,)\s*application\/problem\+json\s*(;|,|$)/i.test(accept);
}

/**
 * Sends a REST failure (docs/INTEGRATORS.md, "Errors"): the documented body (`{error, message}`,
 * or §8's `{message, errors}` for a 422) with a stable `code` beside its fields, a code the body
 * already names kept; as RFC 9457 problem details when the caller asks for them, with the same
 * code and fields as extension members. A 401 carries `WWW-Authenticate: Bearer`.
 */
export function sendRestError(req: Request, res: Response, status: number, body: Record<string, unknown>): void {
  const code = typeof body.code === 'string' ? body.code : codeForStatus(status);
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  if (!wantsProblem(req)) {
    res.status(status).json({ ...body, code });
    return;
  }
  const { error, message, ...rest } = body;
  const detail = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: 'about:blank',
        title: TITLES[status] ?? (status >= 500 ? TITLES[500] : TITLES[400]),
        status,
        detail,
        instance: req.originalUrl.split('?')[0],
        ...rest,
        code,
      }),
    );
}
