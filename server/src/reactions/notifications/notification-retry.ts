/**
 * After the n-th failed attempt the next waits about NOTIFICATION_RETRY_DELAYS_MS[n-1], then every
 * hour, until the message's day is over: an alert about a new or late request is worth little
 * later than that, and an SMTP server or provider back within minutes still delivers it in time.
 */
export const NOTIFICATION_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 3600_000];
/** From the moment a message is due (quiet hours already waited), how long it is retried. */
export const NOTIFICATION_RETRY_WINDOW_MS = 24 * 3600_000;

/** ±10 %: messages that failed together (an outage) are not all tried again at the same second. */
const JITTER = 0.1;

export function notificationRetryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  const base = NOTIFICATION_RETRY_DELAYS_MS[Math.min(Math.max(attemptsMade, 1), NOTIFICATION_RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
