import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { expect, isPhone, PHONE, saveScreenshot, test } from './support/fixtures';

/**
 * A request past its first-call target alerts whoever must call it: its owner, or while it is
 * unowned the admins on duty (and superadmins), each in their own browser, as a system notification;
 * an admin neither owning it nor on duty hears nothing. The list and the calls dialog count the time
 * left in open hours. A server of this test's own: a 1-minute target, an office open around the
 * clock, its own port and data folder.
 */
/** Past the workers' own servers and admin-live-healing's (E2E_PORT + 4, + 5): one of this test's per worker. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310) + 6;
let PORT = FIRST_PORT;
let ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { login: 'e2e-admin@example.com', password: 'e2e-admin-password' };

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id name family email roles } } }`;
const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id } }';
const ON_DUTY = 'mutation($id: Int!, $onDuty: Boolean!) { setAdminOnDuty(id: $id, onDuty: $onDuty) { id } }';
const DUE = 'query($id: Int!) { order(id: $id) { firstContactDueAt } }';

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-overdue-'));
let databaseUrl: string | undefined;
let server: ChildProcess | undefined;
let phoneNumber = Date.now() % 10_000_000;
const nextPhone = (prefix: string) => `${prefix}${String(phoneNumber++ % 10_000_000).padStart(7, '0')}`;

/** On TEST_DATABASE_URL's server (CI's MariaDB), a database of this worker's own; else embedded SQLite. */
async function createDatabase(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const url = new URL(process.env.TEST_DATABASE_URL);
  const database = `${url.pathname.slice(1)}_e2e_overdue_${PORT}`;
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
    TZ: 'UTC',
    FIRST_CONTACT_TARGET_MINUTES: '1',
    BUSINESS_HOURS: 'sat-fri 00:00-24:00',
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
  throw new Error('the overdue test server did not start');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** Moves a request's arrival back in time, as no request can: a request already hours late, without the hours. */
async function backdate(id: number, createdAt: Date): Promise<void> {
  // Both engines keep the column in UTC (MySQL through the connection's zone 'Z', SQLite as TypeORM writes it).
  const values = [createdAt.toISOString().replace('T', ' ').replace('Z', ''), id];
  const update = 'UPDATE orders SET created_at = ? WHERE id = ?';
  if (databaseUrl) {
    const connection = await createConnection(databaseUrl);
    await connection.query(update, values).finally(() => connection.end());
    return;
  }
  const sqlite = new Database(join(dataDir, 'site.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare(update).run(...values);
  } finally {
    sqlite.close();
  }
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

/**
 * The page's own Notification, wrapped: each one the page raises is recorded with the moment it
 * was raised, then handed to the browser (headless Chromium may refuse to show it; the record stays).
 */
function recordNotifications() {
  const Real = window.Notification;
  const shown: { title: string; body: string; tag: string; at: number }[] = [];
  // Headless Chromium answers 'denied' here whatever the context granted; the Permissions API tells the grant.
  let permission: NotificationPermission = Real.permission;
  void navigator.permissions.query({ name: 'notifications' }).then((status) => {
    permission = status.state === 'prompt' ? 'default' : status.state;
  });
  (window as unknown as { __notifications: typeof shown }).__notifications = shown;
  function Recorded(title: string, options: NotificationOptions = {}) {
    shown.push({ title, body: options.body ?? '', tag: options.tag ?? '', at: Date.now() });
    try {
      return new Real(title, options);
    } catch {
      return { close: () => undefined, onclick: null };
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => permission });
  Recorded.requestPermission = Real.requestPermission.bind(Real);
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
}

type Shown = { title: string; body: string; tag: string; at: number };
const notificationsOf = (tab: Page) => tab.evaluate(() => (window as unknown as { __notifications: Shown[] }).__notifications);

/** A browser of its own for `credentials`, notifications allowed, on the requests list with its live feed subscribed. */
async function openBackOffice(
  browser: Browser,
  credentials: { login: string; password: string },
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ permissions: ['notifications'], locale: 'fa-IR', reducedMotion: 'reduce', viewport });
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await context.addInitScript(recordNotifications);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const session = await login(page.request, credentials);
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
  return { context, page, errors };
}

/** A request in the list: a table row, or on a phone a card of the list. */
const row = (page: Page, fullName: string) =>
  (isPhone(page.viewportSize()?.width)
    ? page.getByRole('list', { name: 'درخواست‌ها' }).getByRole('listitem')
    : page.getByRole('row')
  ).filter({
    hasText: fullName,
  });
const countdown = (page: Page, fullName: string) => row(page, fullName).getByTestId('first-contact-countdown');

// Playwright reads the fixtures a hook asks for from its first parameter: this one asks for none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  // A start on a busy machine (migrations on an empty database) may take longer than a test's default.
  test.setTimeout(90_000);
  PORT = FIRST_PORT + testInfo.parallelIndex;
  ORIGIN = `http://127.0.0.1:${PORT}`;
  await createDatabase();
  await startServer();
});
test.afterAll(stopServer);

test('the owner and the admin on duty are alerted as the target passes, a third admin is not, and the list says how late', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-5);
  const boss = await login(page.request, ADMIN);
  const make = async (name: string, tag: string) => {
    const credentials = { login: `${tag}-${suffix}@example.com`, password: `${tag}-pass-123` };
    const input = { name, family: `آزمون${suffix}`, email: credentials.login, phone: nextPhone('0919'), password: credentials.password };
    const { createAdmin } = await graphql<{ createAdmin: { id: number } }>(page.request, CREATE_ADMIN, { input }, boss.accessToken);
    return { id: createAdmin.id, credentials };
  };
  const owner = await make('مریم', 'owner');
  const onDuty = await make('بهرام', 'duty');
  const bystander = await make('کاوه', 'bystander');

  const tabs = await Promise.all([owner, onDuty, bystander].map((admin) => openBackOffice(browser, admin.credentials)));
  const [ownerTab, dutyTab, bystanderTab] = tabs.map((tab) => tab.page);

  // Nobody is on duty yet: both arrive unowned; the superadmin gives one to its owner, then puts the other admin on duty.
  const place = async (fullName: string) =>
    (await graphql<{ createOrder: { id: number } }>(page.request, CREATE_ORDER, { input: { fullName, phoneNumber: nextPhone('0912') } }))
      .createOrder.id;
  const ownedName = `الهام مسئول‌دار${suffix}`;
  const unownedName = `نادر بی‌مسئول${suffix}`;
  const owned = await place(ownedName);
  const unowned = await place(unownedName);
  await graphql(page.request, ASSIGN, { id: owned, ownerId: owner.id }, boss.accessToken);
  await graphql(page.request, ON_DUTY, { id: onDuty.id, onDuty: true }, boss.accessToken);
  const dueAt = async (id: number) =>
    Date.parse(
      (await graphql<{ order: { firstContactDueAt: string } }>(page.request, DUE, { id }, boss.accessToken)).order.firstContactDueAt,
    );
  const [ownedDue, unownedDue] = [await dueAt(owned), await dueAt(unowned)];

  // The list counts down to the target, in open hours and Persian digits (the rows arrive live: a busy machine may take a while).
  await expect(countdown(ownerTab, ownedName)).toHaveText('۱ دقیقه کاری تا تماس اول', { timeout: 20_000 });
  await expect(countdown(ownerTab, ownedName)).toHaveAttribute('data-overdue', 'false');
  await expect(countdown(dutyTab, unownedName)).toHaveText('۱ دقیقه کاری تا تماس اول', { timeout: 20_000 });

  // The target passes: the owner hears of their request, the admin on duty of the unowned one, within 70 s of its arrival.
  const alerted = async (tab: Page) => {
    await expect.poll(async () => (await notificationsOf(tab)).length, { timeout: 75_000, intervals: [250] }).toBeGreaterThan(0);
    return notificationsOf(tab);
  };
  const [ownerHeard, dutyHeard] = await Promise.all([alerted(ownerTab), alerted(dutyTab)]);
  expect(ownerHeard).toEqual([
    {
      title: 'دیرکرد تماس اول',
      body: 'مهلت تماس اول با الهام گذشته است؛ هنوز با او تماس گرفته نشده.',
      tag: `overdue-${owned}`,
      at: expect.any(Number),
    },
  ]);
  expect(dutyHeard).toEqual([
    {
      title: 'دیرکرد تماس اول',
      body: 'مهلت تماس اول با نادر گذشته است؛ هنوز با او تماس گرفته نشده.',
      tag: `overdue-${unowned}`,
      at: expect.any(Number),
    },
  ]);
  // The office is open around the clock: each arrived a minute before its target.
  const ownerLate = ownerHeard[0].at - ownedDue;
  const dutyLate = dutyHeard[0].at - unownedDue;
  expect(ownerLate + 60_000).toBeLessThanOrEqual(70_000);
  expect(dutyLate + 60_000).toBeLessThanOrEqual(70_000);

  // The list shows it late, with no reload.
  await expect(row(ownerTab, ownedName).getByTestId('first-contact-overdue')).toBeVisible();
  await expect(countdown(ownerTab, ownedName)).toHaveAttribute('data-overdue', 'true');
  await expect(countdown(ownerTab, ownedName)).toHaveText(/^(کمتر از ۱|[۰-۹]+) دقیقه( کاری)? دیرکرد$/);
  await expect(row(dutyTab, unownedName).getByTestId('first-contact-overdue')).toBeVisible();

  // The third admin, neither owner nor on duty, was told nothing (a moment more for a late one to arrive).
  await sleep(3_000);
  expect(await notificationsOf(bystanderTab)).toEqual([]);
  expect((await notificationsOf(ownerTab)).length).toBe(1);
  expect((await notificationsOf(dutyTab)).length).toBe(1);
  console.log(
    `overdue alert after the target: owner ${(ownerLate / 1000).toFixed(2)} s, on duty ${(dutyLate / 1000).toFixed(2)} s; ` +
      `after arrival: ${(ownerLate / 1000 + 60).toFixed(1)} s and ${(dutyLate / 1000 + 60).toFixed(1)} s`,
  );
  for (const tab of tabs) {
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  }
});

test(
  'the time left and the lateness fit the list and the calls dialog at 1280 and 390 px',
  PHONE,
  async ({ page, browser, viewport }, testInfo) => {
    test.setTimeout(90_000);
    const suffix = Date.now().toString(36).slice(-5);
    const place = async (fullName: string) =>
      (await graphql<{ createOrder: { id: number } }>(page.request, CREATE_ORDER, { input: { fullName, phoneNumber: nextPhone('0913') } }))
        .createOrder.id;
    const lateName = `سمانه دیرکرد${suffix}`;
    const freshName = `پیمان تازه${suffix}`;
    const late = await place(lateName);
    await place(freshName);
    // Three hours and twenty minutes ago: a minute's target, so three hours and nineteen minutes late.
    await backdate(late, new Date(Date.now() - (3 * 60 + 20) * 60_000 - 20_000));

    const { context, page: tab, errors } = await openBackOffice(browser, ADMIN, viewport ?? undefined);
    await expect(countdown(tab, freshName)).toHaveText('۱ دقیقه کاری تا تماس اول');
    await expect(countdown(tab, lateName)).toHaveText('۳ ساعت و ۱۹ دقیقه کاری دیرکرد');
    await expect(row(tab, lateName).getByTestId('first-contact-overdue')).toBeVisible();
    const width = viewport?.width ?? 1280;
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await countdown(tab, lateName).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const screens = join(testInfo.project.outputDir, 'screens');
    await saveScreenshot(tab, { path: join(screens, `overdue-list-${width}.png`), fullPage: true });

    // Each count is two lines, whatever it says: the rows keep their height as it goes on.
    const lines = await tab
      .getByTestId('first-contact-countdown')
      .evaluateAll((counts) =>
        counts.map((count) => Math.round(count.getBoundingClientRect().height / parseFloat(getComputedStyle(count).lineHeight))),
      );
    expect(lines).toEqual(lines.map(() => 2));

    // The calls dialog of the late request says the same.
    await row(tab, lateName)
      .getByRole('button', { name: `تماس‌ها و یادداشت‌های ${lateName}` })
      .click();
    const dialog = tab.getByRole('dialog', { name: `تماس‌ها و یادداشت‌های ${lateName}` });
    await expect(dialog.getByTestId('first-contact-countdown')).toHaveText(/^۳ ساعت و (۱۹|۲۰) دقیقه کاری دیرکرد$/);
    if (isPhone(width)) expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveScreenshot(tab, { path: join(screens, `overdue-dialog-${width}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  },
);
