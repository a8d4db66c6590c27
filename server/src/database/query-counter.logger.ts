import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * TypeORM logger that counts every statement (benchmarks and tests read `count` to prove a
 * request's query count does not grow with a list) and reports errors and slow queries.
 */
export class QueryCounterLogger implements Logger {
  count = 0;
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    this.count++;
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`${error instanceof Error ? error.message : error} in: ${query.slice(0, 500)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query.slice(0, 500)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}

export const queryCounter = new QueryCounterLogger();
