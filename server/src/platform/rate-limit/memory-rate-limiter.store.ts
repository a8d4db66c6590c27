import { Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimiter, RateLimiterStore, type RateLimitRule } from './rate-limiter.js';

/** Counters in this process's memory: right for one server process, lost on restart. */
@Injectable()
export class MemoryRateLimiterStore extends RateLimiterStore {
  limiter(rule: RateLimitRule): RateLimiter {
    return new RateLimiter(new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds }));
  }
}
