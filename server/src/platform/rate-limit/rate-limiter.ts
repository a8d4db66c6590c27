import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitStoreUnavailable } from 'src/common/errors/rate-limit-store-unavailable.js';

/** At most `points` per key within `durationSeconds` (0: never forgotten); `name` keeps rules' keys apart in a shared store. */
export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * A shared store that is away: 'fail' (the default) throws RateLimitStoreUnavailable, so the
   * caller refuses; 'count-locally' counts in this process until the store returns.
   */
  whenStoreDown?: 'fail' | 'count-locally';
}

export type Consumption = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One rule's counters. Every call is a single atomic step in the store (check and record at once),
 * so requests racing for the last point cannot all get it: callers take a point before their first
 * await and give it back (`reward`) when the attempt should not count.
 */
export class RateLimiter {
  private refused: () => void = () => {};

  constructor(private readonly counters: RateLimiterAbstract) {}

  /** Called on each refusal (the limiter's 429s are counted by name in the metrics: rate-limit.module.ts). */
  onRefusal(listener: () => void): this {
    this.refused = listener;
    return this;
  }

  async consume(key: string, points = 1): Promise<Consumption> {
    try {
      await this.counters.consume(key, points);
      return { allowed: true };
    } catch (refusal) {
      // rate-limiter-flexible refuses with the counter's state; anything else is the store failing.
      if (refusal instanceof RateLimiterRes) {
        this.refused();
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
      throw new RateLimitStoreUnavailable(refusal);
    }
  }

  async reward(key: string, points = 1): Promise<void> {
    await this.guard(() => this.counters.reward(key, points));
  }

  /** Points taken under `key` in its current window. */
  async consumed(key: string): Promise<number> {
    return (await this.guard(() => this.counters.get(key)))?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.guard(() => this.counters.delete(key));
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new RateLimitStoreUnavailable(error);
    }
  }
}

/** Where counters live; the module picks the implementation (docs/ARCHITECTURE.md, convention 12). */
export abstract class RateLimiterStore {
  abstract limiter(rule: RateLimitRule): RateLimiter;
}
