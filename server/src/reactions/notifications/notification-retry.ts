import { backoffMs } from 'src/platform/outbox/outbox-retry.js';

/**
 * After the n-th failed attempt the next waits about NOTIFICATION_RETRY_DELAYS_MS[n-1], then every
 * hour, until the message's day is over: an alert about a new or late request is worth little
 * later than that, and an SMTP server or provider back within minutes still delivers it in time.
 */
export const NOTIFICATION_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 3600_000];
/** From the moment a message is due (quiet hours already waited), how long it is retried. */
export const NOTIFICATION_RETRY_WINDOW_MS = 24 * 3600_000;

export function notificationRetryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  return backoffMs(NOTIFICATION_RETRY_DELAYS_MS, attemptsMade, random);
}
