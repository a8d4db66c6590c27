import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from 'src/common/auth/public.decorator.js';
import { REDIS } from 'src/platform/redis/redis.module.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { FILE_STORAGE, type FileStorage, type StorageState } from 'src/platform/files/file-storage.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { markDraining } from 'src/platform/observability/request-log.js';
import { DrainState } from './drain-state.js';
import { timedCheck, type DependencyCheck } from './readiness.js';

interface Checks {
  database: 'ok' | 'unavailable';
  disk: StorageState;
  redis?: 'ok' | 'degraded';
}

type HealthAnswer = { status: 'ok' } | { status: 'degraded' | 'error'; checks: Checks };

interface ReadyAnswer {
  status: 'ok' | 'unavailable' | 'draining';
  checks: { database: DependencyCheck; disk?: DependencyCheck; s3?: DependencyCheck; redis?: DependencyCheck };
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drain: DrainState,
    metrics: Metrics,
  ) {
    // Prometheus sees what a balancer would: the readiness verdict and each dependency, at every scrape.
    metrics.onScrape(async () => {
      const { status, checks } = await this.readiness();
      metrics.ready.set(status === 'ok' ? 1 : 0);
      for (const [dependency, check] of Object.entries(checks)) metrics.dependencyUp.set({ dependency }, check?.status === 'ok' ? 1 : 0);
    });
  }

  /** Liveness: the process answers. Nothing is checked, so a slow dependency never gets it restarted. */
  @Public()
  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: whether a balancer should send this instance traffic now. Unlike `/api/health`,
   * every configured dependency counts (Redis too), and a draining instance answers 503 at once
   * while it still serves what arrives.
   */
  @Public()
  @Get('ready')
  @HttpCode(200)
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadyAnswer> {
    const answer = await this.readiness();
    if (answer.status !== 'ok') res.status(503).setHeader('Retry-After', '5');
    // Draining is this 503's purpose, not a fault: logged at info and counted apart from the 5xx (request-log.ts).
    if (answer.status === 'draining') markDraining(res);
    return answer;
  }

  private async readiness(): Promise<ReadyAnswer> {
    const storage = () => this.storage.state().then((state) => state === 'ok');
    const [database, files, redis] = await Promise.all([
      timedCheck(() => this.database().then((state) => state === 'ok')),
      timedCheck(storage),
      this.redis ? timedCheck(() => this.redis!.ping().then((pong) => pong === 'PONG')) : undefined,
    ]);
    const checks: ReadyAnswer['checks'] = { database, [this.config.s3 ? 's3' : 'disk']: files };
    if (redis) checks.redis = redis;
    const away = Object.values(checks).some((check) => check.status !== 'ok');
    const status = this.drain.draining ? 'draining' : away ? 'unavailable' : 'ok';
    return { status, checks };
  }

  /**
   * 200 `{"status":"ok"}` while the database answers and the file store takes writes; otherwise
   * 503 naming what failed: what a load balancer or operator polls. Redis away is 200 "degraded":
   * every instance shares it, and a balancer that dropped them all would take the site down for
   * what only costs logins (refused) and cross-instance limits meanwhile.
   */
  @Public()
  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    const [database, disk] = await Promise.all([this.database(), this.storage.state()]);
    const checks: Checks = { database, disk };
    if (this.redis) checks.redis = this.redis.status === 'ready' ? 'ok' : 'degraded';
    if (database !== 'ok' || disk !== 'ok') {
      res.status(503).setHeader('Retry-After', '5');
      return { status: 'error', checks };
    }
    return checks.redis === 'degraded' ? { status: 'degraded', checks } : { status: 'ok' };
  }

  private async database(): Promise<'ok' | 'unavailable'> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'ok';
    } catch {
      return 'unavailable';
    }
  }
}
