import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from 'src/common/redis/redis.module.js';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { AuthModule } from 'src/modules/auth/auth.module.js';
import { HealthModule } from 'src/modules/health/health.module.js';
import { InProcessLiveBus, LIVE_BUS, RedisLiveBus } from './live-bus.js';
import { LiveResolver } from './live.resolver.js';
import { LiveSessions } from './live-sessions.js';
import { OrderFeed } from './order-feed.js';
import { FirstContactAlerts } from './first-contact-alerts.js';
import { OrdersModule } from 'src/modules/orders/orders.module.js';

/**
 * The live back office (issue 22): the request feed, its bus between instances (in process, or
 * Redis pub/sub with REDIS_URL) and the open sockets. A listener of the domain events, like the
 * activity log: no domain module imports it.
 */
@Module({
  imports: [AuthModule, HealthModule, OrdersModule],
  providers: [
    {
      provide: LIVE_BUS,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis && config.redisUrl ? new RedisLiveBus(redis, config.redisUrl) : new InProcessLiveBus(),
    },
    OrderFeed,
    LiveSessions,
    LiveResolver,
    FirstContactAlerts,
  ],
  exports: [LiveSessions],
})
export class LiveModule {}
