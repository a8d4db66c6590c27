// Starts the built server (npm run build) on a fresh database with the demo catalogue, for the
// browser tests: embedded SQLite in a temporary folder, or TEST_DATABASE_URL recreated.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { serverRecordPath } from './server-record.mjs';

const port = process.argv[2] ?? '4310';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  // Canonical and Open Graph URLs in the rendered pages are on the address the tests use.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-')),
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SEED_DEMO: 'true',
  ORDER_RATE_LIMIT: '1000',
  // Every browser test is one address: its renders after admin edits are no visitor's.
  RENDER_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
  // The server's zone is not Tehran's: the day filters must still find Tehran's days (admin-activity.spec.ts).
  TZ: 'UTC',
  // bcrypt's lowest cost: the tests sign in over and over, at 12 each sign-in costs a quarter second.
  BCRYPT_COST: '4',
  // The webhook test's receiver listens on this machine's loopback, which production refuses.
  WEBHOOKS_ALLOW_INSECURE: 'true',
  // The SMTP server of the notification settings test (e2e/notification-settings.spec.ts) listens
  // here while it runs; no other test turns an admin's e-mail on, so nothing else is ever sent.
  SMTP_URL: `smtp://e2e-mailer:e2e-smtp-password@127.0.0.1:${Number(port) + 20000}`,
  SMTP_FROM: 'site@example.com',
};
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  // One database per server: each Playwright worker has its own (playwright.config.ts).
  const database = `${url.pathname.slice(1)}_e2e_${port}`;
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

// Where this server keeps its data, for the few tests that must place a row no request could
// (an activity entry at a chosen past instant: e2e/support/database.ts).
writeFileSync(serverRecordPath(port), JSON.stringify({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL ?? null }));

const main = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
