import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { SQLITE_MIGRATIONS } from './migrations-sqlite/index.js';
import { queryCounter } from './query-counter.logger.js';

const DATABASE_POOL_SIZE = 50;

/**
 * Both engines run versioned migrations, never synchronize: a renamed or retyped column must keep
 * its data on the embedded file as on MySQL. SQL differs per engine, so each has its own set,
 * generated together (scripts/generate-migration.mjs).
 */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const shared = {
    entities: ENTITIES,
    logger: queryCounter,
    logging: ['query', 'error', 'warn', 'migration'] as ('query' | 'error' | 'warn' | 'migration')[],
    maxQueryExecutionTime: 500,
  };
  if (config.database.kind === 'mysql') {
    return {
      ...shared,
      type: 'mysql',
      url: config.database.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // mysql2 queues a request's statements behind every other request's once its pool is busy:
      // with 10 connections, 200 public orders in flight made each admin write (a token check,
      // a read, a write, its activity record: four turns) wait four times behind all of them.
      // Enough connections for the requests one instance has in flight, well under MySQL's 151
      // for two instances and the tools beside them.
      poolSize: DATABASE_POOL_SIZE,
      migrations: MIGRATIONS,
      // DatabaseModule runs them under the start lock (start-lock.ts).
      migrationsRun: false,
      migrationsTransactionMode: 'each',
      synchronize: false,
    };
  }
  return {
    ...shared,
    type: 'better-sqlite3',
    database: config.database.file,
    enableWAL: true,
    migrations: SQLITE_MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
