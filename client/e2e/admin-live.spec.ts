import type { Page } from '@playwright/test';
import { adminGraphql, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;
const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const persian = (value: number) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

const row = (page: Page, fullName: string) => page.getByRole('row').filter({ hasText: fullName });

test.describe('live back office', () => {
  test("two admins see a visitor's request arrive and its owner change without a reload", async ({ page, browser, baseURL }, testInfo) => {
    const suffix = unique(testInfo);
    // The superadmin, in this browser.
    await signIn(page);
    const adviser = { login: `live-${suffix}@example.com`, password: 'live-adviser-pass' };
    await adminGraphql(page, CREATE_ADMIN, {
      input: {
        name: 'نیلوفر',
        family: `مشاور${suffix}`,
        email: adviser.login,
        phone: `0919${String(Date.now()).slice(-7)}`,
        password: adviser.password,
      },
    });
    // An adviser, in a second browser of their own.
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await signIn(second, adviser);
    // Each tab's live socket has sent its subscription before the visitor writes.
    const subscribed = (tab: Page) =>
      tab
        .waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'))
        .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
    const ready = Promise.all([subscribed(page), subscribed(second)]);
    await Promise.all([page.goto('/admin/orders'), second.goto('/admin/orders')]);
    await ready;

    // A visitor leaves a request.
    const fullName = `بازدیدکننده زنده ${suffix}`;
    const placed = await page.request.post('/graphql', {
      data: { query: CREATE_ORDER, variables: { input: { fullName, phoneNumber: `0912${String(Date.now()).slice(-7)}` } } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(placed.ok()).toBe(true);

    for (const tab of [page, second]) {
      await expect(row(tab, fullName)).toBeVisible();
      await expect(row(tab, fullName).getByTestId('order-new')).toHaveText('جدید');
    }
    const { orderAlerts } = await adminGraphql<{ orderAlerts: { unhandled: number } }>(page, '{ orderAlerts { unhandled } }');
    for (const tab of [page, second]) {
      await expect(tab).toHaveTitle(new RegExp(`^\\(${persian(orderAlerts.unhandled)}\\) همه درخواست‌ها`));
      await expect(tab.getByTestId('orders-badge').first()).toContainText(persian(orderAlerts.unhandled));
    }

    // The adviser takes it; the superadmin's list shows the new owner at once.
    await row(second, fullName)
      .getByRole('button', { name: `برداشتن درخواست ${fullName}` })
      .click();
    await expect(row(second, fullName).getByTestId('order-owner')).toHaveText(`نیلوفر مشاور${suffix}`);
    await expect(row(second, fullName).getByTestId('order-new')).toHaveCount(0);
    await expect(row(page, fullName)).toContainText(`نیلوفر مشاور${suffix}`);
    await other.close();
  });
});
