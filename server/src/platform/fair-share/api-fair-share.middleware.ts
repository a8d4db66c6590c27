import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { ErrorCode } from 'src/common/errors/domain.exception.js';
import { answerEarlyError } from 'src/common/http/early-error.js';
import { WeightedFairQueue } from './weighted-fair-queue.js';

export type ApiLane = 'visitors' | 'staff';

/**
 * Visitors' and staff's shares of the freed slots while both wait: three of every four to visitors.
 * An admin write costs about two orders (bench-fair-share.mjs), so visitors get three fifths of the
 * server's time and staff two fifths: orders keep well over half their pace beside 50 writing admins.
 */
export const API_LANE_WEIGHTS: Record<ApiLane, number> = { visitors: 3, staff: 1 };
/** Requests that may wait in one lane; past it, 503 with Retry-After. Never a limit on how long one waits. */
export const API_MAX_WAITING = 5000;

const API_PATH = /^\/(graphql|api\/)/;
const HEALTH_PATH = /^\/api\/health(\/|$)/;
const FULL = 'سرور اکنون بیش از اندازه درخواست دارد؛ چند لحظه دیگر دوباره تلاش کنید';

export interface ApiFairShareOptions {
  /** API requests worked on at once over both lanes (`API_AT_ONCE`, 8 by default). */
  atOnce: number;
  weights?: Record<ApiLane, number>;
  maxWaiting?: number;
}

/**
 * Visitors keep their share of the server under any staff load, and staff theirs under any flood
 * of visitors. API requests (orders, logins, back-office reads and writes, integrators' calls) are
 * worked on a few at a time, after their body is read and before any work is done for them, in two
 * lanes over one pool of slots: staff (a validly signed token, checked by signature only, no
 * database read, or a live API token, checked against a list kept in memory) and visitors
 * (everyone else). While both lanes wait, three of every four freed slots go to visitors and one
 * to staff (weighted fair queueing); a lane with nobody waiting lends its slots to the other.
 *
 * Strict priority for staff, the previous rule, starved visitors while 50 admins wrote (public
 * orders p50 4.4 s, p99 7.2 s); first come, first served before that starved staff behind 200 order
 * clients. The total work is unchanged (the CPU and the database bound it either way); this only
 * decides whose request goes next. Nobody is refused for waiting long: only a lane already holding
 * `maxWaiting` requests answers 503 with Retry-After. Cached public reads are answered before this,
 * and health checks never wait.
 */
export function apiFairShare(isStaffBearer: (token: string) => Promise<boolean>, options: ApiFairShareOptions): RequestHandler {
  const queue = new WeightedFairQueue<ApiLane>({
    slots: options.atOnce,
    weights: options.weights ?? API_LANE_WEIGHTS,
    maxWaiting: options.maxWaiting ?? API_MAX_WAITING,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!API_PATH.test(req.path) || HEALTH_PATH.test(req.path)) return next();
    const token = bearerToken(req);
    const staff = token ? isStaffBearer(token) : Promise.resolve(false);
    staff
      .then(async (signed) => {
        const turn = queue.take(signed ? 'staff' : 'visitors');
        if (!turn) {
          res.setHeader('Retry-After', '1');
          return answerEarlyError(req, res, 503, ErrorCode.Unavailable, FULL);
        }
        const endTurn = await turn;
        res.once('close', endTurn);
        if (res.destroyed) return endTurn();
        next();
      })
      .catch(next);
  };
}
