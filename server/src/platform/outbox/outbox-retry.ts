/** ±10 %: rows that failed together (an outage) are not all tried again at the same second. */
const JITTER = 0.1;

/**
 * The wait after the `attemptsMade`-th failed attempt: `schedule[n-1]`, then the last entry for
 * every attempt past the list, with jitter.
 */
export function backoffMs(schedule: readonly number[], attemptsMade: number, random: () => number = Math.random): number {
  const base = schedule[Math.min(Math.max(attemptsMade, 1), schedule.length) - 1];
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
