import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Metrics } from './metrics.service.js';
import { isDrainingAnswer } from './request-log.js';

/** Answers given before routing, labelled by what answered them (never by their path). */
export type EarlyAnswer = 'page' | 'public-read' | 'upload' | 'asset' | 'idempotency' | 'metrics' | 'not-found';

const ANSWERED_BY = Symbol('answeredBy');
type Labelled = Response & { [ANSWERED_BY]?: EarlyAnswer };

/**
 * Wraps a middleware mounted before the routes: while it holds the request (until it calls next),
 * an answer it gives is labelled `label`. Only bootstrap.ts's order knows which layer answers what.
 */
export function answeredAs(label: EarlyAnswer, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const labelled = res as Labelled;
    labelled[ANSWERED_BY] = label;
    let passed = false;
    const onward: NextFunction = (error?: unknown) => {
      if (passed) return;
      passed = true;
      if (labelled[ANSWERED_BY] === label) labelled[ANSWERED_BY] = undefined;
      next(error);
    };
    return handler(req, res, onward);
  };
}

/**
 * The route template of an answered request: Express's matched route (`/api/plans/:id`), the
 * GraphQL path, or the layer that answered before routing. Never the raw path or query: a scan of
 * random URLs must not add series (each one costs Prometheus memory for as long as it is kept).
 */
function routeOf(req: Request, res: Labelled): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') {
    const template = `${req.baseUrl}${route.path}`;
    // Apollo's route is `/graphql{/*splat}`; below /graphql is refused before it (bootstrap.ts).
    if (template.startsWith('/graphql')) return '/graphql';
    // The API's catch-all (`{/*splat}`) answering an unknown path.
    if (template.includes('*') && res.statusCode === 404) return 'not-found';
    return template;
  }
  const early = res[ANSWERED_BY];
  // The site's 404 page for an unknown address is a not-found, like Nest's for an unknown API path.
  if (early) return early === 'page' && res.statusCode === 404 ? 'not-found' : early;
  if (req.originalUrl === '/graphql' || req.originalUrl.startsWith('/graphql?')) return '/graphql';
  return res.statusCode === 404 ? 'not-found' : 'unrouted';
}

/** Counts and times every request (docs/ARCHITECTURE.md, a request's path): first in the stack after the trace context. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    metrics.httpInFlight.inc();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      metrics.httpInFlight.dec();
      // A client that went away before the answer: counted as 499, as proxies log it.
      const status = res.writableFinished ? res.statusCode : 499;
      const labels = {
        method: methodLabel(req.method),
        route: routeOf(req, res as Labelled),
        // A draining instance's readiness 503 is its own class: it is no error (SiteHigh5xxRatio).
        status_class: isDrainingAnswer(res) ? 'draining' : `${Math.floor(status / 100)}xx`,
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Any method name a client makes up is one label, not a series each. */
function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}
