import { Module } from '@nestjs/common';
import { LoginLimits } from './login-limits.service.js';
import { MemoryRateLimiterStore } from './memory-rate-limiter.store.js';
import { RateLimiterStore } from './rate-limiter.js';

/**
 * The one place the limiter store is chosen. The product runs as one process, so counters live in
 * its memory; a store shared by several instances (rate-limiter-flexible's RateLimiterRedis behind
 * the same RateLimiter class) is selected here from configuration.
 */
@Module({
  providers: [{ provide: RateLimiterStore, useClass: MemoryRateLimiterStore }, LoginLimits],
  exports: [RateLimiterStore, LoginLimits],
})
export class RateLimitModule {}
