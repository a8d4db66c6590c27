import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from 'src/platform/redis/redis.module.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { EventLogModule } from 'src/reactions/event-log/event-log.module.js';
import { InProcessLiveBus, LIVE_BUS, RedisLiveBus } from './live-bus.js';
import { LiveCatchUpResolver } from './live-catch-up.resolver.js';
import { LiveResolver } from './live.resolver.js';
import { OrderFeed } from './order-feed.js';

/**
 * The live back office's feed of requests: a reaction to the domain events (no domain module
 * imports it), carried between instances by its bus (in process, or Redis pub/sub with REDIS_URL)
 * to the subscriptions of the sockets (graphql/live-socket.module.ts).
 */
@Module({
  imports: [EventLogModule],
  providers: [
    {
      provide: LIVE_BUS,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis && config.redisUrl ? new RedisLiveBus(redis, config.redisUrl) : new InProcessLiveBus(),
    },
    OrderFeed,
    LiveResolver,
    LiveCatchUpResolver,
  ],
  exports: [OrderFeed],
})
export class LiveModule {}
