import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterStore, type Consumption, type RateLimiter } from 'src/platform/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';

/**
 * RENDER_RATE_LIMIT: the renders each client address may cause per window, whichever door asks
 * for them (a page view, a wrong order form shown again). One counter for both, so posting the
 * form costs a stranger the same allowance as reading pages.
 */
@Injectable()
export class RenderAllowance {
  private readonly limiter: RateLimiter;

  constructor(limiters: RateLimiterStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = limiters.limiter({
      name: 'renders-per-address',
      points: config.render.rateLimit.max,
      durationSeconds: config.render.rateLimit.windowMs / 1000,
      // Pages stay up while Redis is away: each instance counts for itself meanwhile.
      whenStoreDown: 'count-locally',
    });
  }

  /** One render for `address`, taken before it starts. */
  take(address: string): Promise<Consumption> {
    return this.limiter.consume(address);
  }

  /** The render taken did not happen (no thread could take it). */
  giveBack(address: string): Promise<void> {
    return this.limiter.reward(address);
  }
}
