import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { REDIS } from 'src/platform/redis/redis.module.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { InProcessInvalidationBus } from './in-process-invalidation.bus.js';
import { INVALIDATION_BUS } from './invalidation.bus.js';
import { LruPublicReadStore } from './lru-public-read.store.js';
import { PUBLIC_READ_STORE } from './public-read.store.js';
import { PublicCatalogue } from './public-catalogue.js';
import { PublicReadInvalidation } from './public-read-invalidation.js';
import { PublicReadFrontDoor } from './public-read-front-door.js';
import { PublicReadRoutes } from './public-read-routes.js';
import { PublicReadsMiddleware } from './public-reads.middleware.js';
import { PublicReadsService } from './public-reads.service.js';
import { RedisInvalidationBus } from './redis-invalidation.bus.js';
import { CATALOGUE_RESOLVERS } from './resolvers/catalogue.resolvers.js';

/**
 * Cached public reads (docs/ARCHITECTURE.md, convention 11): `PublicReadsMiddleware` answers the public
 * reads of both APIs (bootstrap mounts it), `PublicReadInvalidation` hears the domain events of
 * committed writes, `PublicReadsService` connects the two. With REDIS_URL the bus tells every instance; each keeps
 * its own store (answers are rebuilt locally in a few ms, and stay out of Redis's memory). The
 * catalogue's GraphQL reads (resolvers/) answer from `PublicCatalogue`, kept current the same way.
 */
@Global()
@Module({
  providers: [
    // A few hundred answers at most (see PublicReadRoutes); the byte bound keeps memory flat.
    {
      provide: PUBLIC_READ_STORE,
      inject: [Metrics],
      useFactory: (metrics: Metrics) => new LruPublicReadStore({ maxEntries: 1000, maxBytes: 64 * 1024 * 1024, metrics }),
    },
    {
      provide: INVALIDATION_BUS,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis && config.redisUrl ? new RedisInvalidationBus(redis, config.redisUrl) : new InProcessInvalidationBus(),
    },
    PublicReadsService,
    PublicReadRoutes,
    PublicReadsMiddleware,
    PublicReadFrontDoor,
    PublicReadInvalidation,
    PublicCatalogue,
    ...CATALOGUE_RESOLVERS,
  ],
  exports: [PublicReadsService, PublicReadsMiddleware, PublicReadFrontDoor, PublicReadRoutes, PublicCatalogue],
})
export class PublicReadsModule {}
