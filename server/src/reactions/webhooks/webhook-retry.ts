import { backoffMs } from 'src/platform/outbox/outbox-retry.js';

/**
 * After the n-th failed attempt the next one waits about RETRY_DELAYS_MS[n-1]; past the list,
 * every 10 hours, until the delivery's three days are over (docs/INTEGRATORS.md, "Webhooks": 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, then every 10 h), ±10 % so receivers that failed together are not hit again at the same second.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000];

export function retryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  return backoffMs(RETRY_DELAYS_MS, attemptsMade, random);
}
