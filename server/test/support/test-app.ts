import 'reflect-metadata';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import request from 'supertest';
import { createApp } from 'src/bootstrap.js';
import { loadConfig, type AppConfig } from 'src/platform/config/app.config.js';
import type { Clock } from 'src/common/clock.js';
import { templateDataDir } from './sqlite-template.js';

export const ADMIN_EMAIL = 'boss@example.com';
export const ADMIN_PASSWORD = 'test-superadmin-pass';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** A token of the bootstrap superadmin. */
  superToken: string;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  login(login: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions: { code: string; status?: number; fields?: Record<string, string[]> } }[];
}

/**
 * Variables a test may set that change nothing a fresh database holds: such a start on SQLite
 * begins from a copy of the run's template data folder instead of migrating and seeding anew.
 */
const TEMPLATE_NEUTRAL_ENV = new Set([
  'NODE_ENV',
  'FIRST_CONTACT_TARGET_MINUTES',
  'BUSINESS_HOURS',
  'BUSINESS_HOLIDAYS',
  'LOG_LEVEL',
  'ORDER_RATE_LIMIT',
  'API_TOKEN_RATE_LIMIT',
  'LOGIN_MAX_FAILURES',
  'TRUST_PROXY',
  'PUBLIC_URL',
  'CLIENT_DIST_DIR',
  'RENDER_RATE_LIMIT',
  'REDIS_URL',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'METRICS_HOST',
  'WEBHOOKS_ALLOW_INSECURE',
  'WEBHOOKS_TIMEOUT_MS',
  // Notification channels: where messages go, nothing the database holds.
  'SMTP_URL',
  'SMTP_FROM',
  'SMS_PROVIDER',
  'SMS_API_KEY',
  'SMS_SENDER',
  'SMS_API_BASE_URL',
  // The template holds no encrypted value; its generated key stays readable beside a test's own.
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEYS_OLD',
]);

/** The key tests that share Redis (several instances' configuration) give when they name none. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

function testConfig(
  dataDir: string,
  seedDemo: boolean,
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL,
): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: seedDemo ? 'true' : 'false',
    ORDER_RATE_LIMIT: '1000',
    // No client build unless a test gives one: CI builds the client while these suites run, and a
    // page half written to client/dist must not change what a test sees.
    CLIENT_DIST_DIR: join(dataDir, 'no-client-build'),
    // bcrypt's lowest cost: at the production 12 each login and password change takes a quarter second.
    BCRYPT_COST: '4',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
    // REDIS_URL makes the key required (several instances must share it).
    ...(env.REDIS_URL && !env.DATA_ENCRYPTION_KEY ? { DATA_ENCRYPTION_KEY: TEST_DATA_KEY } : {}),
  });
}

/** Boots the app once on `dataDir` and `databaseUrl` (migrations, first admin, demo seed as asked) and stops it. */
async function prepareDataDir(dataDir: string, seedDemo: boolean, databaseUrl?: string): Promise<void> {
  const app = await createApp(testConfig(dataDir, seedDemo, {}, databaseUrl));
  await app.init();
  await app.close();
}

/**
 * A fresh server on a fresh database: embedded SQLite in a temporary folder (a copy of the run's
 * template when the test's variables allow), or, when TEST_DATABASE_URL is set, that
 * MySQL/MariaDB database dropped and created anew.
 */
export async function startTestApp(options: { seedDemo?: boolean; env?: Record<string, string>; clock?: Clock } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const seedDemo = options.seedDemo !== false;
  const kind = seedDemo ? 'demo' : 'empty';
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const fromTemplate = Object.keys(options.env ?? {}).every((name) => TEMPLATE_NEUTRAL_ENV.has(name));
  if (databaseUrl) {
    await recreateDatabase(databaseUrl);
    // On MySQL/MariaDB too, migrating and seeding took most of a start (ALTERs rebuild tables): a
    // template database built once per run is copied table by table instead.
    const templateUrl = templateDatabaseUrl(kind);
    if (fromTemplate && templateUrl) {
      const template = await templateDataDir(`mysql-${kind}`, async (dir) => {
        await recreateDatabase(templateUrl);
        await prepareDataDir(dir, seedDemo, templateUrl);
      });
      if (template) {
        cpSync(template, dataDir, { recursive: true });
        await copyDatabase(templateUrl, databaseUrl);
      }
    }
  } else if (fromTemplate) {
    const template = await templateDataDir(kind, (dir) => prepareDataDir(dir, seedDemo));
    if (template) cpSync(template, dataDir, { recursive: true });
  }
  const config = testConfig(dataDir, seedDemo, options.env);
  const app = await createApp(config, options.clock);
  await app.init();
  const http = request(app.getHttpServer());

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const req = http.post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  };
  const login: TestApp['login'] = async (loginName, password) => {
    const res = await gql('mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { login: loginName, password },
    });
    if (!res.data?.login) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
    return res.data.login.accessToken;
  };

  const testApp: TestApp = {
    app,
    config,
    http,
    gql,
    login,
    superToken: await login(ADMIN_EMAIL, config.admin.password ?? readFileSync(join(dataDir, 'initial-admin-password'), 'utf8').trim()),
    async close() {
      // A test may restart the server on the same data (t.app replaced): close the one running now.
      await testApp.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The run's template database for `kind`, beside the workers' own (worker-env.ts); null outside a Jest run's workers. */
function templateDatabaseUrl(kind: string): string | null {
  const shared = process.env.TEST_SHARED_DATABASE_URL;
  if (!shared) return null;
  const parsed = new URL(shared);
  parsed.pathname = `/${decodeURIComponent(parsed.pathname.slice(1))}_template_${kind}`;
  return parsed.toString();
}

/**
 * Copies every table of `fromUrl`'s database, definition (foreign keys and the next AUTO_INCREMENT
 * included, which CREATE TABLE … LIKE would drop) and rows, into `toUrl`'s empty database.
 */
async function copyDatabase(fromUrl: string, toUrl: string): Promise<void> {
  const from = decodeURIComponent(new URL(fromUrl).pathname.slice(1));
  const connection = await createConnection(toUrl);
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    const [tables] = await connection.query<RowDataPacket[]>(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
      [from],
    );
    for (const { name } of tables) {
      const [[definition]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${from}\`.\`${name}\``);
      await connection.query(definition['Create Table']);
      try {
        await connection.query(`INSERT INTO \`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
      } catch (error) {
        // Seen once in a full run ("Column count doesn't match"), never alone: name what differed,
        // since something else must have changed the table between its CREATE and this copy.
        const [columns] = await connection.query<RowDataPacket[]>(
          `SELECT TABLE_SCHEMA AS db, GROUP_CONCAT(COLUMN_NAME ORDER BY ORDINAL_POSITION) AS names
             FROM information_schema.COLUMNS WHERE TABLE_NAME = ? AND TABLE_SCHEMA IN (?, DATABASE()) GROUP BY TABLE_SCHEMA`,
          [name, from],
        );
        throw new Error(`copying table ${name} from the template: ${(error as Error).message}; columns ${JSON.stringify(columns)}`);
      }
    }
  } finally {
    await connection.end();
  }
}

async function recreateDatabase(url: string): Promise<void> {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^\w+$/.test(database)) throw new Error(`unexpected test database name: ${database}`);
  parsed.pathname = '/';
  const connection = await createConnection(parsed.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

/** The first error's code and field messages, for compact assertions. */
export function firstError(result: GqlResult<unknown>) {
  const error = result.errors?.[0];
  return { code: error?.extensions.code, message: error?.message, fields: error?.extensions.fields };
}

/** A small real PNG (1x1), as browsers upload them. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Sends a GraphQL multipart request (graphql-upload's spec): `files` maps a variable path such
 * as "image" to the bytes to upload under it.
 */
export async function gqlUpload(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { content: Buffer; filename: string; contentType?: string }>,
  token = t.superToken,
) {
  const names = Object.keys(files);
  const map = Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]));
  const vars = { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) };
  let req = t.http
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query, variables: vars }))
    .field('map', JSON.stringify(map));
  names.forEach((name, i) => {
    const file = files[name];
    req = req.attach(String(i), file.content, { filename: file.filename, contentType: file.contentType ?? 'image/png' });
  });
  const res = await req;
  return { status: res.status, data: res.body.data, errors: res.body.errors } as GqlResult<any>;
}
