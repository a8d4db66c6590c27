/**
 * After the n-th failed attempt the next one waits about RETRY_DELAYS_MS[n-1]; past the list,
 * every 10 hours, until the delivery's three days are over (docs/INTEGRATORS.md, "Webhooks": 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, then every 10 h).
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000];

/** ±10 %: receivers that failed together (an outage) are not hit again all at the same second. */
const JITTER = 0.1;

export function retryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attemptsMade, 1), RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
