import type { Page, WebSocketRoute } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

/**
 * The live feed catches up from the event log: requests that arrive while the tab's socket is
 * down (held closed here as a restart closes it, 1012, while the server stays up to take them)
 * reach the list without a reload once it reconnects, and each raises its alert as if it had come
 * live, once, however the catch-up and the live feed overlap.
 */
function stubBrowserAlerts() {
  const state = window as unknown as { __alerts: { title: string; body: string }[] };
  state.__alerts = [];
  class RecordedNotification {
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      state.__alerts.push({ title, body: options.body ?? '' });
    }
    static get permission() {
      return 'granted';
    }
    static requestPermission() {
      return Promise.resolve('granted');
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
  // The adviser is in another tab: only a hidden tab raises system notifications.
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
}

const alertsOf = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: { title: string; body: string }[] }).__alerts);
const row = (page: Page, fullName: string) => page.getByRole('row').filter({ hasText: fullName });
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

test('requests sent while the socket is down reach the list and alert once after it reconnects, without a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const suffix = unique(testInfo);
  await page.context().addInitScript(stubBrowserAlerts);
  let refusing = false;
  let open: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refusing) return socket.close({ code: 1012, reason: 'Service restart' });
    open = socket;
    socket.connectToServer();
  });
  await signIn(page);
  const subscribed = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'))
    .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  await page.goto('/admin/orders');
  await subscribed;
  // Every visitor's name differs in its first word: the alert names the requester's first name.
  const firstNames = ['آرمان', 'بهار', 'پویا', 'ترانه'].map((name) => `${name}${suffix}`);
  const send = async (first: string) => {
    const response = await page.request.post('/graphql', {
      data: {
        query: CREATE_ORDER,
        variables: { input: { fullName: `${first} جبرانی`, phoneNumber: `0912${String(Date.now()).slice(-7)}` } },
      },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect((await response.json()).errors).toBeUndefined();
  };
  // The live feed works: the first request arrives and alerts.
  await send(firstNames[0]);
  await expect(row(page, firstNames[0])).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await alertsOf(page)).length, { timeout: 10_000 }).toBe(1);

  // The socket goes (as a restart closes it) and stays refused; three requests arrive meanwhile.
  refusing = true;
  await open!.close({ code: 1012, reason: 'Service restart' });
  for (const first of firstNames.slice(1)) await send(first);
  await page.waitForTimeout(1_500);
  await expect(row(page, firstNames[1])).toBeHidden();

  // Back: each of the three is on the list and alerted, with no reload.
  refusing = false;
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  for (const first of firstNames.slice(1)) await expect(row(page, first)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await alertsOf(page)).map((alert) => alert.body).sort(), { timeout: 10_000 })
    .toEqual(firstNames.map((first) => `${first} درخواست تماس گذاشته است.`).sort());
  expect(reloads).toEqual([]);

  // Live again, and nothing heard twice: one more request, one more alert.
  await send(`دوباره${suffix}`);
  await expect(row(page, `دوباره${suffix}`)).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await alertsOf(page)).length, { timeout: 10_000 }).toBe(firstNames.length + 1);
  await page.waitForTimeout(1_000);
  expect((await alertsOf(page)).every((alert) => alert.title === 'درخواست تازه')).toBe(true);
  expect(await alertsOf(page)).toHaveLength(firstNames.length + 1);
});
