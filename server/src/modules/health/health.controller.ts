import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from 'src/common/auth/public.decorator.js';
import { REDIS } from 'src/common/redis/redis.module.js';
import { FILE_STORAGE, type FileStorage, type StorageState } from 'src/modules/files/file-storage.js';

interface Checks {
  database: 'ok' | 'unavailable';
  disk: StorageState;
  redis?: 'ok' | 'degraded';
}

type HealthAnswer = { status: 'ok' } | { status: 'degraded' | 'error'; checks: Checks };

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

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
