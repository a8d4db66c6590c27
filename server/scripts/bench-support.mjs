// What every bench script needs around the server it measures: waiting for it to answer, and a
// fresh MySQL/MariaDB database to run it on.
import { createConnection } from 'mysql2/promise';

/** Resolves once `url` answers below 500 (the server is up), polling for up to a minute. */
export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    const up = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Drops and creates the database a mysql:// URL names, in utf8mb4 as production runs it. */
export async function recreateDatabase(url) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^\w+$/.test(database)) throw new Error(`unexpected database name: ${database}`);
  parsed.pathname = '/';
  const connection = await createConnection(parsed.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
}

/**
 * A port for a server the bench starts: `BENCH_PORT` + `offset` when set (engineers sharing a
 * machine each own a range), else a random one in [from, from + span).
 */
export function benchPort(offset, from, span) {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : from + Math.floor(Math.random() * span);
}
