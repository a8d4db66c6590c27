import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from 'src/platform/redis/redis.module.js';
import { LoginLimits } from './login-limits.service.js';
import { MemoryRateLimiterStore } from './memory-rate-limiter.store.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { RateLimiterStore, type RateLimiter, type RateLimitRule } from './rate-limiter.js';
import { RedisRateLimiterStore } from './redis-rate-limiter.store.js';

/**
 * The one place the limiter store is chosen: Redis when REDIS_URL is set (one lockout for every
 * instance), else this process's memory.
 */
/** Every limiter's refusals are counted under its rule's name (`site_rate_limited_total{limiter}`). */
function countingRefusals(store: RateLimiterStore, metrics: Metrics): RateLimiterStore {
  return {
    limiter: (rule: RateLimitRule): RateLimiter => {
      // Limiters are made as their services start: each one's series exists at 0 before its first refusal.
      metrics.startAtZero(metrics.rateLimited, [{ limiter: rule.name }]);
      return store.limiter(rule).onRefusal(() => metrics.limited(rule.name));
    },
  };
}

@Module({
  providers: [
    {
      provide: RateLimiterStore,
      inject: [REDIS, Metrics],
      useFactory: (redis: Redis | null, metrics: Metrics) =>
        countingRefusals(redis ? new RedisRateLimiterStore(redis) : new MemoryRateLimiterStore(), metrics),
    },
    LoginLimits,
  ],
  exports: [RateLimiterStore, LoginLimits],
})
export class RateLimitModule {}
