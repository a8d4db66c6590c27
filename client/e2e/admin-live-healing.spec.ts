import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { createConnection } from 'mysql2/promise';
import { axe } from './support/axe';
import { expect, isPhone, PHONE, test } from './support/fixtures';

/**
 * Issue 36, point 3: the live socket heals and says so. A server of this test's own (20 s tokens,
 * its own port and data folder, restarted once in the middle); an admin working for two minutes
 * sees every request sent meanwhile arrive without a reload, is told while the server is down for
 * more than 10 s, and is asked for the password within 5 s when their password changes elsewhere.
 */
/** Past the workers' own servers (E2E_PORT, E2E_PORT + 1): one of this test's per worker. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310) + 4;
let PORT = FIRST_PORT;
let ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { login: 'e2e-admin@example.com', password: 'e2e-admin-password' };
/** Two minutes of 20 s tokens in CI; `npm run bench` runs ten minutes of 2 min tokens (client/scripts/live-session-bench.mjs). */
const WORK_MS = Number(process.env.LIVE_SESSION_MS ?? 120_000);
const TOKEN_LIFETIME = process.env.LIVE_TOKEN_LIFETIME ?? '20s';
/** The session keeper renews at half the token's life: the longest wait for the next renewal, with room for a busy machine. */
const RENEWAL_WAIT_MS = (Number(/^\d+/.exec(TOKEN_LIFETIME)?.[0]) * (TOKEN_LIFETIME.endsWith('m') ? 60_000 : 1_000)) / 2 + 5_000;
const ORDER_EVERY_MS = 12_000;

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id name family email roles } } }`;
const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const UPDATE_ADMIN = 'mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { id } }';
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-live-'));
let databaseUrl: string | undefined;
let server: ChildProcess | undefined;

/** On TEST_DATABASE_URL's server (CI's MariaDB), a database of this worker's own, made once; else embedded SQLite. */
async function createDatabase(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const url = new URL(process.env.TEST_DATABASE_URL);
  const database = `${url.pathname.slice(1)}_e2e_live_${PORT}`;
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}

async function startServer(): Promise<void> {
  const main = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.login,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    ORDER_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    BCRYPT_COST: '4',
    JWT_EXPIRES_IN: TOKEN_LIFETIME,
    SHUTDOWN_DRAIN_MS: '100',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  server = spawn(process.execPath, [main], { env, stdio: 'ignore' });
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(200)) {
    const healthy = await fetch(`${ORIGIN}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
  }
  throw new Error('the live test server did not start');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await request.post(`${ORIGIN}/graphql`, {
    data: { query, variables },
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const login = (request: APIRequestContext, credentials: { login: string; password: string }) =>
  graphql<{ login: { accessToken: string; user: unknown } }>(request, LOGIN, { input: credentials }).then((data) => data.login);

const row = (page: Page, fullName: string) => page.getByRole('row').filter({ hasText: fullName });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

// Playwright reads the fixtures a hook asks for from its first parameter: this one asks for none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  PORT = FIRST_PORT + testInfo.parallelIndex;
  ORIGIN = `http://127.0.0.1:${PORT}`;
  await createDatabase();
  await startServer();
});
test.afterAll(stopServer);

test('the live list keeps up across token renewals and a restart, says when it is cut, and asks for the password when the session ends', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(WORK_MS + 90_000);
  const suffix = Date.now().toString(36).slice(-5);
  // An adviser, whose password the superadmin changes at the end.
  const boss = await login(page.request, ADMIN);
  const adviser = { login: `heal-${suffix}@example.com`, password: 'heal-adviser-pass' };
  const { createAdmin } = await graphql<{ createAdmin: { id: number } }>(
    page.request,
    CREATE_ADMIN,
    {
      input: {
        name: 'مهسا',
        family: `زنده${suffix}`,
        email: adviser.login,
        phone: `0919${String(Date.now()).slice(-7)}`,
        password: adviser.password,
      },
    },
    boss.accessToken,
  );
  const session = await login(page.request, adviser);
  await page.goto(`${ORIGIN}/robots.txt`);
  await page.evaluate(([token, user]) => (localStorage.setItem('token', token), localStorage.setItem('user', user)), [
    session.accessToken,
    JSON.stringify(session.user),
  ] as const);
  const subscribed = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'))
    .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  await page.goto(`${ORIGIN}/admin/orders`);
  await subscribed;

  const banner = page.getByRole('alert').filter({ hasText: 'به‌روزرسانی زنده قطع است' });
  const tokens = new Set([session.accessToken]);
  const sent: string[] = [];
  let restarted = false;
  let outage = '';
  const started = Date.now();
  let nextOrder = started;
  while (Date.now() - started < WORK_MS) {
    // The admin works: a key now and then (the session keeper renews the token at half its life).
    await page.keyboard.press('Shift');
    tokens.add((await storedToken(page))!);
    if (Date.now() >= nextOrder) {
      nextOrder += ORDER_EVERY_MS;
      const fullName = `درخواست ${sent.length + 1}ام زنده ${suffix}`;
      await graphql(page.request, CREATE_ORDER, {
        input: { fullName, phoneNumber: `0912${String(Date.now() + sent.length).slice(-7)}` },
      });
      sent.push(fullName);
      // Each arrives while the admin watches, without a reload.
      await expect(row(page, fullName)).toBeVisible({ timeout: 10_000 });
    }
    if (!restarted && Date.now() - started > WORK_MS / 3) {
      // The server goes down for more than 10 s, right after a renewal (the token outlives the outage).
      const before = await storedToken(page);
      await expect.poll(() => storedToken(page), { timeout: RENEWAL_WAIT_MS }).not.toBe(before);
      // The socket closes as the server starts draining, before it exits.
      const down = Date.now();
      await stopServer();
      await expect(banner).toBeVisible({ timeout: 15_000 });
      expect(Date.now() - down).toBeGreaterThanOrEqual(9_000);
      const shownAfter = ((Date.now() - down) / 1000).toFixed(1);
      await expect(banner.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
      await startServer();
      // Still working: the token is renewed as soon as the server answers again.
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Shift');
            return banner.isVisible();
          },
          { timeout: 12_000, intervals: [500] },
        )
        .toBe(false);
      outage = `banner shown ${shownAfter} s and gone ${((Date.now() - down) / 1000).toFixed(1)} s after the stop`;
      restarted = true;
    }
    await sleep(2_000);
  }
  expect(restarted).toBe(true);
  // At least five renewals (two minutes of 20 s tokens renewed at half their life). Each request was seen as it
  // arrived; the list still shows the newest, as many as its first page holds (15: a longer session sends more).
  expect(tokens.size).toBeGreaterThanOrEqual(6);
  for (const fullName of sent.slice(-15)) await expect(row(page, fullName)).toBeVisible();
  await expect(banner).toBeHidden();

  // A password change elsewhere: the password is asked for within 5 s, with no save to trigger it.
  const superadmin = await login(page.request, ADMIN);
  await graphql(page.request, UPDATE_ADMIN, { id: createAdmin.id, input: { password: 'heal-adviser-new' } }, superadmin.accessToken);
  const changed = Date.now();
  await expect(page.getByRole('dialog', { name: 'نشست شما به پایان رسیده است' })).toBeVisible({ timeout: 5_000 });
  console.log(
    `live feed: ${sent.length} requests over ${WORK_MS / 1000} s, ${tokens.size - 1} renewals, ${outage}; ` +
      `relogin dialog ${((Date.now() - changed) / 1000).toFixed(1)} s after the password change`,
  );

  // While the server was down the browser logged its failed connections: that is the outage itself.
  const expected = /WebSocket connection to|ERR_CONNECTION_REFUSED|status of 401/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.test(line)));
});

test('the cut feed is said in Persian, fits a phone, passes axe, and «تلاش دوباره» connects at once', PHONE, async ({ page, viewport }) => {
  // The server refuses the socket (as while it restarts) until the test lets it through.
  let refusing = true;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refusing) return socket.close({ code: 1012, reason: 'Service restart' });
    socket.connectToServer();
  });
  const session = await login(page.request, ADMIN);
  await page.goto(`${ORIGIN}/robots.txt`);
  await page.evaluate(([token, user]) => (localStorage.setItem('token', token), localStorage.setItem('user', user)), [
    session.accessToken,
    JSON.stringify(session.user),
  ] as const);
  const opened = Date.now();
  await page.goto(`${ORIGIN}/admin/orders`);
  const banner = page.getByRole('alert').filter({ hasText: 'به‌روزرسانی زنده قطع است' });
  // The admin works meanwhile (this server's tokens last 20 s: they are renewed as the admin works).
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return banner.isVisible();
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true);
  expect(Date.now() - opened).toBeGreaterThanOrEqual(9_000);
  const retry = banner.getByRole('button', { name: 'تلاش دوباره' });
  if (isPhone(viewport?.width)) {
    const box = (await banner.boundingBox())!;
    const retryBox = (await retry.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport!.width);
    expect(retryBox.x).toBeGreaterThanOrEqual(box.x);
    expect(retryBox.x + retryBox.width).toBeLessThanOrEqual(box.x + box.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
  }
  const { violations } = await axe(page, '[data-testid="live-status"]');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Back, and asked to try now: connected well before the backoff's next try (up to 8 s away).
  refusing = false;
  const clicked = Date.now();
  await retry.click();
  await expect(banner).toBeHidden({ timeout: 3_000 });
  expect(Date.now() - clicked).toBeLessThan(3_000);
});
