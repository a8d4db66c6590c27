/**
 * Jest runs test files in parallel workers, and with TEST_ENGINES=sqlite,mysql a worker takes files
 * of both engines (jest.config.js): each file sees only its engine's database. A MySQL/MariaDB file
 * gets its worker's own database (the TEST_DATABASE_URL name with `_w<worker>`); an SQLite file no
 * TEST_DATABASE_URL at all. Each (engine, worker) pair has its own Redis database number
 * (TEST_REDIS_URL's number is the first SQLite worker's, MySQL/MariaDB workers start 4 above it
 * when both engines run), so one worker's dropped database, login counters or FLUSHDB never reach
 * a file another worker is running. process.env outlives a file in its worker: the shared values
 * are kept under TEST_SHARED_* for the next file.
 */
// A Jest a test starts itself (customer-plans.service.spec.ts runs its date test again in another
// time zone) runs in band, where Jest numbers it worker 1: TEST_WORKER_ID keeps it on the databases
// of the worker that started it, which waits for it, instead of another worker's.
const worker = Number(process.env.TEST_WORKER_ID ?? process.env.JEST_WORKER_ID ?? '1');
const engine = process.env.TEST_ENGINE ?? (process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite');
/** Workers per engine with room in the Redis numbering; jest.config.js runs 2. */
const WORKERS_PER_ENGINE = 4;

const databaseUrl = process.env.TEST_SHARED_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl) process.env.TEST_SHARED_DATABASE_URL = databaseUrl;
if (engine === 'mysql' && databaseUrl) process.env.TEST_DATABASE_URL = workerDatabaseUrl(databaseUrl, worker);
else delete process.env.TEST_DATABASE_URL;

const redisUrl = process.env.TEST_SHARED_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (redisUrl) {
  process.env.TEST_SHARED_REDIS_URL = redisUrl;
  const bothEngines = (process.env.TEST_ENGINES ?? '').split(',').length > 1;
  if (worker > WORKERS_PER_ENGINE)
    throw new Error(`Jest worker ${worker}: at most ${WORKERS_PER_ENGINE} workers have Redis numbers of their own`);
  const url = new URL(redisUrl);
  const number = Number(url.pathname.slice(1) || '0') + (engine === 'mysql' && bothEngines ? WORKERS_PER_ENGINE : 0) + worker - 1;
  if (number > 15)
    throw new Error(`TEST_REDIS_URL ${redisUrl} leaves no database number for ${engine} Jest worker ${worker} (Redis has 0-15)`);
  url.pathname = `/${number}`;
  process.env.TEST_REDIS_URL = url.toString();
}

export function workerDatabaseUrl(url: string, workerId: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${decodeURIComponent(parsed.pathname.slice(1))}_w${workerId}`;
  return parsed.toString();
}
