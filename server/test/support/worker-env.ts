/**
 * Jest runs test files in parallel workers; a file loads once and runs its tests on every engine
 * of the run (TEST_ENGINES, see engines.ts). Each worker has its own MySQL/MariaDB database (the
 * TEST_DATABASE_URL name with `_w<worker>`), and each (engine, worker) pair its own Redis database
 * number (TEST_REDIS_URL's number is the first SQLite worker's; MySQL/MariaDB workers start 4
 * above it when both engines run), so one worker's dropped database, login counters or FLUSHDB
 * never reach a file another worker is running. The engine's values are kept under TEST_ENGINE_*
 * for engines.ts to apply; process.env outlives a file in its worker, so the run's own values are
 * kept under TEST_SHARED_* for the next file. A file starts on SQLite.
 */
import { useEngine, type Engine } from './engines.js';

// A Jest a test starts itself (customer-plans.service.spec.ts runs its date test again in another
// time zone) runs in band, where Jest numbers it worker 1: TEST_WORKER_ID keeps it on the databases
// of the worker that started it, which waits for it, instead of another worker's.
const worker = Number(process.env.TEST_WORKER_ID ?? process.env.JEST_WORKER_ID ?? '1');
/** Workers per engine with room in the Redis numbering; jest.config.js runs 2. */
const WORKERS_PER_ENGINE = 4;

const databaseUrl = process.env.TEST_SHARED_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  process.env.TEST_SHARED_DATABASE_URL = databaseUrl;
  process.env.TEST_ENGINE_MYSQL_DATABASE_URL = workerDatabaseUrl(databaseUrl, worker);
}

const redisUrl = process.env.TEST_SHARED_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (redisUrl) {
  process.env.TEST_SHARED_REDIS_URL = redisUrl;
  const bothEngines = (process.env.TEST_ENGINES ?? '').split(',').length > 1;
  if (worker > WORKERS_PER_ENGINE)
    throw new Error(`Jest worker ${worker}: at most ${WORKERS_PER_ENGINE} workers have Redis numbers of their own`);
  for (const engine of ['sqlite', 'mysql'] satisfies Engine[]) {
    const url = new URL(redisUrl);
    const number = Number(url.pathname.slice(1) || '0') + (engine === 'mysql' && bothEngines ? WORKERS_PER_ENGINE : 0) + worker - 1;
    if (number > 15)
      throw new Error(`TEST_REDIS_URL ${redisUrl} leaves no database number for ${engine} Jest worker ${worker} (Redis has 0-15)`);
    url.pathname = `/${number}`;
    process.env[`TEST_ENGINE_${engine.toUpperCase()}_REDIS_URL`] = url.toString();
  }
}

useEngine('sqlite');

export function workerDatabaseUrl(url: string, workerId: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${decodeURIComponent(parsed.pathname.slice(1))}_w${workerId}`;
  return parsed.toString();
}
