import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { TurnQueue } from 'src/common/turn-queue.js';

/** Anonymous API requests (orders, logins, uncached queries) worked on at once; the rest wait their turn. */
export const ANONYMOUS_API_AT_ONCE = 8;

const API_PATH = /^\/(graphql|api\/)/;
const HEALTH_PATH = /^\/api\/health(\/|$)/;

/**
 * Staff are not made to wait behind the public. Under a flood of public orders the server's one
 * thread and its database connections were shared first come, first served: 200 order clients
 * kept ~200 requests in flight, and each step of an admin write (token check, read, write,
 * activity record) queued behind all of them (admin p99 9.9 s, 92 writes over the client's 10 s
 * timeout). Anonymous API requests now take turns, a few at a time, after their body is read and
 * before any work is done for them; a request with a validly signed token (checked by signature
 * only, no database read) or a live API token (an integrator: staff-grade, checked against a list
 * kept in memory) goes straight on, so an admin write waits behind at most a few orders.
 * The public's total work and throughput are unchanged (the CPU and the database bound them
 * either way); cached public reads are answered before this, and health checks never wait.
 */
export function anonymousApiTurns(isStaffBearer: (token: string) => Promise<boolean>, atOnce = ANONYMOUS_API_AT_ONCE): RequestHandler {
  const turns = new TurnQueue(atOnce);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!API_PATH.test(req.path) || HEALTH_PATH.test(req.path)) return next();
    const token = bearerToken(req);
    const staff = token ? isStaffBearer(token) : Promise.resolve(false);
    staff
      .then(async (signed) => {
        if (signed) return next();
        const endTurn = await turns.take();
        res.once('close', endTurn);
        if (res.destroyed) return endTurn();
        next();
      })
      .catch(next);
  };
}
