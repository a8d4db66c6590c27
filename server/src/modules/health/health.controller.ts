import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from 'src/common/auth/public.decorator.js';
import { FILE_STORAGE, type FileStorage, type StorageState } from 'src/modules/files/file-storage.js';

type HealthAnswer = { status: 'ok' } | { status: 'error'; checks: { database: 'ok' | 'unavailable'; disk: StorageState } };

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * 200 `{"status":"ok"}` while the database answers and the data directory takes writes;
   * otherwise 503 naming what failed: what a load balancer or operator polls.
   */
  @Public()
  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    const [database, disk] = await Promise.all([this.database(), this.storage.state()]);
    if (database === 'ok' && disk === 'ok') return { status: 'ok' };
    res.status(503).setHeader('Retry-After', '5');
    return { status: 'error', checks: { database, disk } };
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
