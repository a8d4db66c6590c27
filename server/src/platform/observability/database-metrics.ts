import type { AfterQueryEvent, DataSource, EntitySubscriberInterface } from 'typeorm';
import type { Metrics } from './metrics.service.js';

interface Sized {
  length: number;
}
/** mysql2's pool keeps its connections in these queues (lib/base/pool.js); they are read, never changed. */
interface Mysql2Pool {
  _allConnections?: Sized;
  _freeConnections?: Sized;
  _connectionQueue?: Sized;
}

/** Driver codes are a fixed vocabulary; anything else (a message, no code) is one label. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : 'OTHER';
}

/**
 * Query durations from TypeORM's own after-query event (it times every query on both engines), and
 * the MySQL pool's state read at each scrape. No query text becomes a label: durations are by engine.
 */
export function watchDatabase(dataSource: DataSource, metrics: Metrics): void {
  const engine = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? 'mysql' : 'sqlite';
  const subscriber: EntitySubscriberInterface = {
    afterQuery(event: AfterQueryEvent): void {
      if (event.success) {
        if (event.executionTime !== undefined) metrics.dbQueryDuration.observe({ engine }, event.executionTime / 1000);
        return;
      }
      const code = errorCode(event.error);
      metrics.dbQueryErrors.inc({ engine, code });
      // Another process (a backup, a second instance on one file) held the file's lock past the busy timeout.
      if (code === 'SQLITE_BUSY') metrics.sqliteBusy.inc();
    },
  };
  dataSource.subscribers.push(subscriber);
  if (engine !== 'mysql') return;
  const pool = (dataSource.driver as unknown as { pool?: Mysql2Pool }).pool;
  if (!pool) return;
  const { dbPoolConnections, dbPoolWaiting } = metrics;
  metrics.onScrape(() => {
    const all = pool._allConnections?.length ?? 0;
    const idle = pool._freeConnections?.length ?? 0;
    dbPoolConnections.set({ state: 'in_use' }, all - idle);
    dbPoolConnections.set({ state: 'idle' }, idle);
    dbPoolWaiting.set(pool._connectionQueue?.length ?? 0);
  });
}
