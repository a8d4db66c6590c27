import type { IncomingMessage, ServerResponse } from 'node:http';

const DRAINING = Symbol('drainingAnswer');
type Marked = ServerResponse & { [DRAINING]?: true };

/** The answer is readiness's 503 while this instance drains (health.controller.ts): expected, not an error. */
export function markDraining(res: ServerResponse): void {
  (res as Marked)[DRAINING] = true;
}

export function isDrainingAnswer(res: ServerResponse): boolean {
  return (res as Marked)[DRAINING] === true;
}

/**
 * The level of each request's log line (pino-http): 5xx and failures at error, 4xx at warn, the
 * rest at info. A draining instance's readiness 503 is what SIGTERM asked for: info.
 */
export function requestLogLevel(_req: IncomingMessage, res: ServerResponse, error?: Error): 'error' | 'warn' | 'info' {
  if (isDrainingAnswer(res)) return 'info';
  return error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
}
