import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationsConfig, type NotificationsConfig } from './notifications.config.js';
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours, type BusinessHours } from 'src/common/business-hours.js';
import { DataKeyError, parseDataKey } from 'src/common/crypto/data-keyring.js';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Express `trust proxy`: false (the socket's address), a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Where visitors reach the site (no trailing slash); sitemap.xml and robots.txt name it, never the Host header. */
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Built client served with history fallback when present. */
  clientDistDir: string;
  database: { kind: 'mysql'; url: string } | { kind: 'sqlite'; file: string };
  auth: {
    jwtSecret: string;
    tokenTtl: string;
    bcryptCost: number;
    loginMaxFailures: number;
    loginWindowMs: number;
    /**
     * ADMIN_2FA: whose sign-in needs the TOTP second step (docs/INTEGRATORS.md, "Admins, roles, sessions and
     * lockouts"); `optional` leaves it to each admin.
     */
    twoFactor: TwoFactorPolicy;
  };
  admin: { email: string; password: string | null; phone: string | null };
  seedDemo: boolean;
  orderRateLimit: { max: number; windowMs: number };
  /** Calls per minute each integrator API token may make (docs/INTEGRATORS.md, "API tokens and scopes"). */
  apiTokenRateLimit: number;
  /** API requests worked on at once, shared by the visitors' and the staff's lanes (platform/fair-share). */
  apiAtOnce: number;
  /** Server rendering of public pages: render threads, renders waiting for one, renders per address per window. */
  render: { threads: number; queue: number; rateLimit: { max: number; windowMs: number } };
  logLevel: string;
  /** Shared state of several instances (limits, cache invalidation); null: kept in this process. */
  redisUrl: string | null;
  /** Images in an S3-compatible bucket; null: in `uploadsDir`. */
  s3: S3Config | null;
  /** After SIGTERM: how long the listener keeps answering (with `Connection: close`) before it stops accepting. */
  shutdownDrainMs: number;
  /**
   * Prometheus metrics: `token` guards `/metrics` on the main port (null: not served there); `port`
   * serves them on a listener of their own bound to `host` (null: none). Both null: metrics are off.
   */
  metrics: { token: string | null; port: number | null; host: string };
  /**
   * Webhook endpoints: `allowInsecure` admits plain http and private addresses (development and
   * tests only). `timeoutMs`: how long a receiver gets to answer one delivery (resolution and
   * request together). `leaseMs`: how long a claimed delivery is its instance's alone; the attempt
   * and recording it fit well inside, and a row whose instance died mid-delivery is taken again by
   * any instance once it has passed.
   */
  webhooks: { allowInsecure: boolean; timeoutMs: number; leaseMs: number };
  /** A new request should get its first call within `targetMinutes` of the office's open hours. */
  firstContact: { targetMinutes: number; hours: BusinessHours };
  /** E-mail and SMS to admins (notifications.config.ts); each channel null while unconfigured. */
  notifications: NotificationsConfig;
  /**
   * Secrets at rest (src/database/data-keys.ts): `current` encrypts new values (null: the key in
   * `file`, generated there while the database holds no encrypted value); `old` still read.
   */
  dataKeys: DataKeysConfig;
}

export interface DataKeysConfig {
  current: Buffer | null;
  old: Buffer[];
  /** DATA_DIR/data-encryption-key: the generated key, when no DATA_ENCRYPTION_KEY is set. */
  file: string;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Where browsers fetch objects directly (no trailing slash); null: `/uploads/...` streams them. */
  publicUrl: string | null;
}

export const TWO_FACTOR_POLICIES = ['optional', 'required-for-superadmins', 'required'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];

export const APP_CONFIG = Symbol('APP_CONFIG');

type Env = Record<string, string | undefined>;

class ConfigError extends Error {}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`expected a boolean, got "${value}"`);
}

function int(name: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${value}"`);
  if (n > max) throw new ConfigError(`${name} must be at most ${max}, got "${value}"`);
  return n;
}

function twoFactorPolicy(value: string | undefined): TwoFactorPolicy {
  const policy = value?.trim() || 'optional';
  if (!(TWO_FACTOR_POLICIES as readonly string[]).includes(policy)) {
    throw new ConfigError(`ADMIN_2FA must be one of ${TWO_FACTOR_POLICIES.join(', ')}, got "${value}"`);
  }
  return policy as TwoFactorPolicy;
}

/** Express's names for address ranges, accepted beside addresses and CIDRs. */
const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which peers may say who the client is through X-Forwarded-For. Unset trusts nobody: a client
 * could otherwise pick its own address and dodge every per-address limit.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!NAMED_SUBNETS.has(entry) && (version === 0 || !validPrefix || rest.length > 0)) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries;
}

/**
 * Creates `dir` level by level and proves it takes a file, so an unusable DATA_DIR stops the
 * start with its reason. Not mkdirSync's `recursive`: under /proc it spins forever on ENOENT.
 * `dir` itself is the server's alone (private-data-dir.ts); the levels above it are the operator's.
 */
function usableDirectory(name: string, dir: string): void {
  const missing: string[] = [];
  for (let level = dir; !existsSync(level); level = dirname(level)) missing.unshift(level);
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    for (const level of missing) mkdirSync(level, level === dir ? { mode: 0o700 } : undefined);
    writeFileSync(probe, 'probe', { flag: 'w' });
    if (readFileSync(probe, 'utf8') !== 'probe') throw new Error('what was written does not read back');
    rmSync(probe);
  } catch (error) {
    throw new ConfigError(`${name} ${dir} is not a usable directory: ${(error as Error).message}`);
  }
}

/** The signing key is generated once per data directory so restarts keep sessions valid. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** fileURLToPath, not URL.pathname: a checkout path with spaces or Persian letters stays a real path. */
export function clientDistDir(configured: string | undefined, moduleUrl: string): string {
  return resolve(configured || fileURLToPath(new URL('../../../../client/dist', moduleUrl)));
}

function publicUrl(value: string | undefined, port: number): string {
  const raw = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL without credentials, query or fragment, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function redisUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^rediss?:\/\/[^/]/.test(text)) throw new ConfigError(`REDIS_URL must look like redis://host:port/db, got "${text}"`);
  return text;
}

function absoluteHttpUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol)) return url.href.replace(/\/+$/, '');
  } catch {
    // reported below with the variable's name
  }
  throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
}

function s3(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  const named = Object.keys(env).filter((name) => name.startsWith('S3_') && env[name]?.trim());
  if (!bucket) {
    if (named.length > 0) throw new ConfigError(`S3_BUCKET is required when ${named.join(', ')} is set`);
    return null;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the SDK's default credentials)");
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  const publicUrl = env.S3_PUBLIC_URL?.trim();
  return {
    endpoint: endpoint ? absoluteHttpUrl('S3_ENDPOINT', endpoint) : undefined,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    publicUrl: publicUrl ? absoluteHttpUrl('S3_PUBLIC_URL', publicUrl) : null,
  };
}

function dataKeys(env: Env, dataDir: string, shared: boolean): DataKeysConfig {
  const current = env.DATA_ENCRYPTION_KEY?.trim() ?? '';
  // Instances generating a key each into their own DATA_DIR would write values the others cannot read.
  if (!current && shared) throw new ConfigError('DATA_ENCRYPTION_KEY is required when REDIS_URL is set (several instances)');
  try {
    return {
      current: current ? parseDataKey('DATA_ENCRYPTION_KEY', current) : null,
      old: (env.DATA_ENCRYPTION_KEYS_OLD ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
        .map((key, index) => parseDataKey(`DATA_ENCRYPTION_KEYS_OLD (key ${index + 1})`, key)),
      file: join(dataDir, 'data-encryption-key'),
    };
  } catch (error) {
    if (error instanceof DataKeyError) throw new ConfigError(error.message);
    throw error;
  }
}

function metrics(env: Env): AppConfig['metrics'] {
  const token = env.METRICS_TOKEN?.trim() || null;
  // A guessable token would publish the figures to anyone; 16 characters is the floor of a random one.
  if (token && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  const port = env.METRICS_PORT?.trim() ? int('METRICS_PORT', env.METRICS_PORT, 0, 1, 65535) : null;
  return { token, port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

function businessHours(env: Env): BusinessHours {
  const holidays = (env.BUSINESS_HOLIDAYS ?? '')
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  try {
    return parseBusinessHours(env.BUSINESS_HOURS?.trim() || DEFAULT_BUSINESS_HOURS, holidays);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDirRaw = env.DATA_DIR || './data';
  // npm runs workspace scripts inside server/; a relative DATA_DIR means where `npm start` was typed.
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(env.INIT_CWD || process.cwd(), dataDirRaw);
  usableDirectory('DATA_DIR', dataDir);
  const uploadsDir = join(dataDir, 'uploads');
  usableDirectory('DATA_DIR/uploads', uploadsDir);

  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^mysql2?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must look like mysql://user:pass@host:port/db');
  }

  const shared = redisUrl(env.REDIS_URL);
  // Instances that share state must share the signing key and the first admin's password: a key
  // or password generated into one instance's DATA_DIR would differ on the next.
  if (shared && !env.JWT_SECRET?.trim()) throw new ConfigError('JWT_SECRET is required when REDIS_URL is set (several instances)');
  if (shared && !env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_PASSWORD is required when REDIS_URL is set (several instances)');
  const jwtSecret = env.JWT_SECRET?.trim() || persistedSecret(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');

  const port = int('PORT', env.PORT, 3000);
  return {
    env: mode,
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    dataDir,
    uploadsDir,
    clientDistDir: clientDistDir(env.CLIENT_DIST_DIR, import.meta.url),
    database: databaseUrl ? { kind: 'mysql', url: databaseUrl } : { kind: 'sqlite', file: join(dataDir, 'site.sqlite') },
    auth: {
      jwtSecret,
      tokenTtl: env.JWT_EXPIRES_IN || '12h',
      // bcrypt's range is 4-31; tests run at 4, where a hash costs about 1 ms instead of 250.
      bcryptCost: int('BCRYPT_COST', env.BCRYPT_COST, 12, 4, 31),
      loginMaxFailures: int('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5, 1),
      loginWindowMs: 5 * 60_000,
      twoFactor: twoFactorPolicy(env.ADMIN_2FA),
    },
    admin: {
      email: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
      password: env.ADMIN_PASSWORD || null,
      phone: env.ADMIN_PHONE || null,
    },
    seedDemo: bool(env.SEED_DEMO, true),
    orderRateLimit: { max: int('ORDER_RATE_LIMIT', env.ORDER_RATE_LIMIT, 10, 1), windowMs: 10 * 60_000 },
    apiTokenRateLimit: int('API_TOKEN_RATE_LIMIT', env.API_TOKEN_RATE_LIMIT, 600, 1),
    apiAtOnce: int('API_AT_ONCE', env.API_AT_ONCE, 8, 1, 1000),
    render: {
      threads: int('RENDER_THREADS', env.RENDER_THREADS, 1, 1),
      queue: int('RENDER_QUEUE', env.RENDER_QUEUE, 4),
      rateLimit: { max: int('RENDER_RATE_LIMIT', env.RENDER_RATE_LIMIT, 60, 1), windowMs: 60_000 },
    },
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    redisUrl: shared,
    s3: s3(env),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 5000),
    metrics: metrics(env),
    webhooks: {
      allowInsecure: bool(env.WEBHOOKS_ALLOW_INSECURE, false),
      timeoutMs: int('WEBHOOKS_TIMEOUT_MS', env.WEBHOOKS_TIMEOUT_MS, 10_000, 100, 60_000),
      leaseMs: int('WEBHOOKS_LEASE_MS', env.WEBHOOKS_LEASE_MS, 20_000, 1000),
    },
    firstContact: {
      targetMinutes: int('FIRST_CONTACT_TARGET_MINUTES', env.FIRST_CONTACT_TARGET_MINUTES, 15, 1, 1440),
      hours: businessHours(env),
    },
    notifications: notificationsConfig(env, publicUrl(env.PUBLIC_URL, port), (message) => {
      throw new ConfigError(message);
    }),
    dataKeys: dataKeys(env, dataDir, Boolean(shared)),
  };
}
