import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { instrumentRedis } from 'src/platform/observability/dependency-metrics.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';

/** The shared Redis connection, or null when REDIS_URL is unset (one instance, state in process). */
export const REDIS = Symbol('REDIS');

/** How long a start waits for Redis before serving without it (it keeps reconnecting after). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * Commands fail at once while the connection is down (no offline queue, one try): a login must
 * answer 503 now, not hang until Redis returns. The connection itself retries forever.
 */
export function connectRedis(url: string, name: string): Redis {
  const logger = new Logger(`Redis:${name}`);
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    // ioredis emits every failed reconnect; one line per 30 s says enough.
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    logger.warn(`Redis unavailable: ${error.message}`);
  });
  redis.on('ready', () => logger.log('connected'));
  return redis;
}

export function waitUntilReady(redis: Redis, timeoutMs = FIRST_CONNECT_WAIT_MS): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    }
    redis.on('ready', onReady);
  });
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

/** docs/ARCHITECTURE.md, convention 12: Redis is chosen here from configuration; the rest asks for REDIS. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG, Metrics],
      useFactory: async (config: AppConfig, metrics: Metrics) => {
        if (!config.redisUrl) return null;
        const redis = instrumentRedis(connectRedis(config.redisUrl, 'shared'), metrics);
        await waitUntilReady(redis);
        return redis;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
