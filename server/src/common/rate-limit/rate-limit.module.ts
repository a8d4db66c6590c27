import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from 'src/common/redis/redis.module.js';
import { LoginLimits } from './login-limits.service.js';
import { MemoryRateLimiterStore } from './memory-rate-limiter.store.js';
import { RateLimiterStore } from './rate-limiter.js';
import { RedisRateLimiterStore } from './redis-rate-limiter.store.js';

/**
 * The one place the limiter store is chosen: Redis when REDIS_URL is set (one lockout for every
 * instance), else this process's memory.
 */
@Module({
  providers: [
    {
      provide: RateLimiterStore,
      inject: [REDIS],
      useFactory: (redis: Redis | null) => (redis ? new RedisRateLimiterStore(redis) : new MemoryRateLimiterStore()),
    },
    LoginLimits,
  ],
  exports: [RateLimiterStore, LoginLimits],
})
export class RateLimitModule {}
