/**
 * Jest runs test files in parallel workers: each worker gets its own MySQL/MariaDB database (the
 * TEST_DATABASE_URL name with `_w<worker>`) and its own Redis database number (TEST_REDIS_URL's
 * number is the first worker's; worker k takes that number + k - 1), so one worker's dropped
 * database, login counters or FLUSHDB never reach a file another worker is running.
 */
const worker = Number(process.env.JEST_WORKER_ID ?? '1');

const databaseUrl = process.env.TEST_SHARED_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  process.env.TEST_SHARED_DATABASE_URL = databaseUrl;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(databaseUrl, worker);
}

const redisUrl = process.env.TEST_SHARED_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (redisUrl) {
  process.env.TEST_SHARED_REDIS_URL = redisUrl;
  const url = new URL(redisUrl);
  const number = Number(url.pathname.slice(1) || '0') + worker - 1;
  if (number > 15) throw new Error(`TEST_REDIS_URL ${redisUrl} leaves no database number for Jest worker ${worker} (Redis has 0-15)`);
  url.pathname = `/${number}`;
  process.env.TEST_REDIS_URL = url.toString();
}

export function workerDatabaseUrl(url: string, workerId: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${decodeURIComponent(parsed.pathname.slice(1))}_w${workerId}`;
  return parsed.toString();
}
