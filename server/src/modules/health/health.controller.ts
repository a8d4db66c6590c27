import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from 'src/common/auth/public.decorator.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 while the database answers, 503 otherwise: what a load balancer or operator polls. */
  @Public()
  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response): Promise<{ status: string }> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      res.status(503);
      return { status: 'unavailable' };
    }
  }
}
