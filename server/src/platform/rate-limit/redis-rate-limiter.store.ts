import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiter, RateLimiterStore, type RateLimitRule } from './rate-limiter.js';

/**
 * Counters in Redis, shared by every instance; each call is one atomic Redis step. While Redis is
 * away a rule either fails (the caller refuses: logins answer 503) or counts in this process
 * (`whenShared: 'local-fallback'`, orders), as each rule's risk decides.
 */
export class RedisRateLimiterStore extends RateLimiterStore {
  constructor(private readonly redis: Redis) {
    super();
  }

  limiter(rule: RateLimitRule): RateLimiter {
    const options = { keyPrefix: `site:limit:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
    return new RateLimiter(
      new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        // Without this a command waits for a reconnect that may take seconds.
        rejectIfRedisNotReady: true,
        insuranceLimiter: rule.whenStoreDown === 'count-locally' ? new RateLimiterMemory(options) : undefined,
      }),
    );
  }
}
