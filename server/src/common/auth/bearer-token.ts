import type { IncomingHttpHeaders } from 'node:http';

/** `Bearer`, in any case, then any run of spaces or tabs, then exactly one token (RFC 7235's token68 and more). */
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The token an `Authorization` header carries, or null when it carries none in the bearer
 * scheme. The one reading for the guard, the GraphQL context, idempotency and the limits: a
 * header one of them accepted and another did not would let a request be counted as someone else.
 */
export function bearerToken(req: { headers: IncomingHttpHeaders }): string | null {
  return BEARER.exec(req.headers.authorization ?? '')?.[1] ?? null;
}
