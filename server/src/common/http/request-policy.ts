import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { sendRestError } from 'src/common/errors/rest-error.js';

/**
 * What a request may do, decided from its method and headers alone, in one place that every door
 * calls (docs/ARCHITECTURE.md, "One request policy"): the REST facade and /graphql through
 * `requestPolicy` below, the no-JavaScript order form (`POST /order`), and the public-read layer
 * and its front door ahead of Express, which answer some GraphQL posts before Apollo sees them and
 * so must refuse exactly what Apollo refuses.
 */

/** Methods that change something; a browser sends them cross-site only as a form or a fetch without preflight. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body types a page of another site can send without a CORS preflight (the Fetch standard's
 * "CORS-safelisted" content types). JSON, and any other type, cannot leave a browser cross-site
 * unless the server answers the preflight, which this server never does.
 */
const BROWSER_SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Apollo's names for the headers that force a preflight (`csrfPrevention`); any non-empty value will do. */
export const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;

/** The media type without its parameters, lower case; undefined when the request names none. */
export function mediaType(headers: IncomingHttpHeaders): string | undefined {
  const type = headers['content-type'];
  return type === undefined ? undefined : type.split(';')[0].trim().toLowerCase();
}

/** A body a browser could have sent from any page: a simple type, or none at all. */
function browserSimpleBody(headers: IncomingHttpHeaders): boolean {
  const type = mediaType(headers);
  return type === undefined || type === '' || BROWSER_SIMPLE_TYPES.has(type);
}

/**
 * The cross-site rule, the same at every state-changing door: a body a browser sends without
 * preflight is refused when the browser says the page that sent it is another site's
 * (`Sec-Fetch-Site`, else `Origin`). A caller that sends neither header is no browser (a server, a
 * script, an integrator): it could reach the API directly anyway, and keeps working as before.
 */
export function crossSiteRefused(method: string | undefined, headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  if (!STATE_CHANGING.has(method ?? '') || !browserSimpleBody(headers)) return false;
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  return origin !== undefined && origin !== ownOrigin;
}

/**
 * Apollo's CSRF prevention (`csrfPrevention`), as Apollo decides it: a request with no content
 * type or a simple one, and none of the preflight headers, could come from any page, and is refused.
 */
export function graphqlCsrfRefused(headers: IncomingHttpHeaders): boolean {
  if (!browserSimpleBody(headers)) return false;
  return PREFLIGHT_HEADERS.every((name) => {
    const value = headers[name];
    return value === undefined || value === '';
  });
}

/**
 * The GraphQL requests the public-read layer and its front door may answer from memory: a GET
 * (they take only the site's own catalogue queries over GET, which read what every visitor may read
 * and change nothing: the one case Apollo's CSRF rule is waived, as the site's pages send them), or a
 * POST of one JSON operation that is not cross-site. What Apollo would refuse (a CSRF-prone post, a
 * batch, another method) goes on to Apollo, which answers it as it answers a document seen for the
 * first time.
 */
export function graphqlReadAllowed(method: string | undefined, headers: IncomingHttpHeaders, body: unknown, ownOrigin: string): boolean {
  if (method === 'GET') return true;
  if (method !== 'POST' || crossSiteRefused(method, headers, ownOrigin)) return false;
  return mediaType(headers) === 'application/json' && body !== null && typeof body === 'object' && !Array.isArray(body);
}

const CROSS_SITE_MESSAGE = 'درخواست از صفحهٔ سایت دیگری فرستاده شده است و پذیرفته نیست';
/** The stable code of a cross-site refusal, on REST and GraphQL alike. */
export const CROSS_SITE_CODE = 'CROSS_SITE_REQUEST';

/**
 * The cross-site rule at the APIs' doors (`/api/...` and `/graphql`), ahead of the body parsers: a
 * refused request is answered 403 before its body is read. `/order` answers with a page of its own
 * (the order form controller calls `crossSiteRefused` itself); other paths change nothing.
 */
export function requestPolicy(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!crossSiteRefused(req.method, req.headers, ownOrigin)) return next();
    const graphql = req.path === '/graphql';
    if (!graphql && !req.path.startsWith('/api/')) return next();
    // The body is not read: the connection cannot be kept for another request.
    res.setHeader('Connection', 'close');
    if (graphql) {
      res.status(403).json({ errors: [{ message: CROSS_SITE_MESSAGE, extensions: { code: CROSS_SITE_CODE, status: 403 } }] });
    } else {
      sendRestError(req, res, 403, { error: CROSS_SITE_MESSAGE, message: CROSS_SITE_MESSAGE, code: CROSS_SITE_CODE });
    }
  };
}
