import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { adminGraphql, allowRefusedRequests, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

const BOM = [0xef, 0xbb, 0xbf];
const EXPORT = 'دریافت فایل اکسل (CSV)';
const CREATE_CUSTOMER = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }`;
const CREATE_ADMIN = `mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }`;
const CREATE_PLAN = `mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }`;

const uniquePhone = (offset = 0) => `09${String(Date.now() + offset).slice(-9)}`;

/** Clicks the export button and returns the file the browser saved, as bytes, with its name. */
async function exportFile(page: Page): Promise<{ bytes: Buffer; text: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EXPORT }).click()]);
  const bytes = await readFile(await download.path());
  return { bytes, text: bytes.subarray(3).toString('utf8'), name: download.suggestedFilename() };
}

function orderItems(page: Page): Locator {
  return page
    .getByRole('table', { name: 'درخواست‌ها' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

test.describe('admin CSV export and requests taken by phone', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('exports the customers of the filter in the URL, with a BOM and Persian intact, and a customer’s plans', async ({
    page,
  }, testInfo) => {
    const tag = unique(testInfo);
    const matching = { name: `فرشته${tag}`, family: `صادقی${tag}` };
    const other = { name: `بهرام${tag}`, family: `کریمی${tag}` };
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE_CUSTOMER, {
      input: { ...matching, email: `f.${tag}@example.com`, phone: uniquePhone() },
    });
    await adminGraphql(page, CREATE_CUSTOMER, { input: { ...other, email: `b.${tag}@example.com`, phone: uniquePhone(3) } });

    await page.goto(`/admin/customers/all?search=${encodeURIComponent(matching.family)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'مشتریان' })).toBeVisible();
    await expect(page.getByText(matching.name).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'customers-export');

    const customers = await exportFile(page);
    expect([...customers.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(customers.name).toBe('customers.csv');
    expect(customers.text.split('\r\n')[0]).toBe(
      'نام,نام خانوادگی,تلفن,ایمیل,وضعیت,تعداد طرح‌ها,تاریخ ایجاد,تاریخ ایجاد (ISO),یادداشت کارشناس,شناسه',
    );
    expect(customers.text).toContain(`${matching.name},${matching.family},`);
    expect(customers.text).not.toContain(other.name);

    // A customer's plans screen exports that customer's plans only.
    const { plans } = await adminGraphql<{ plans: { id: number }[] }>(page, '{ plans { id } }');
    const domain = `shop-${tag}.ir`;
    await adminGraphql(page, CREATE_PLAN, {
      input: { customerId: createCustomer.id, planId: plans[0].id, domainName: domain, orderDate: '2024-03-20' },
    });
    await page.goto(`/admin/customers/${createCustomer.id}/view-plans`);
    await expect(page.getByText(domain).first()).toBeVisible();
    const customerPlans = await exportFile(page);
    expect([...customerPlans.bytes.subarray(0, 3)]).toEqual(BOM);
    expect(customerPlans.name).toBe(`customer-plans-${createCustomer.id}.csv`);
    expect(customerPlans.text).toContain(`${matching.name} ${matching.family},`);
    expect(customerPlans.text).toContain(`,${domain},`);
    // Dates in Latin digits, which a spreadsheet sorts: Jalali, and ISO beside it.
    expect(customerPlans.text).toContain(',1403/01/01,2024-03-20,');
  });

  test('staff add a request taken by phone, see it first in the list, and export it with its text escaped', async ({ page }, testInfo) => {
    const tag = unique(testInfo);
    const fullName = `تماس تلفنی ${tag}`;

    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'افزودن درخواست' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن درخواست' })).toBeVisible();

    // The public form's rules and messages.
    await page.getByLabel('شماره موبایل').fill('۰۲۱۸۸۷۷۶۶۵۵');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(page.getByText('نام و نام خانوادگی الزامی است')).toBeVisible();
    await expect(page.getByText('شماره موبایل را با ۱۱ رقم وارد کنید، مثل ۰۹۱۲۳۴۵۶۷۸۹')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'add-order-errors');

    await page.getByLabel('نام و نام خانوادگی').fill(fullName);
    await page.getByLabel('شماره موبایل').fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await page.getByLabel('توضیحات').fill(`=HYPERLINK("http://x") ${tag}`);
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();

    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByText('درخواست ثبت شد')).toBeVisible();
    await expect(orderItems(page).first()).toContainText(fullName);
    await expect(orderItems(page).first()).toContainText('۰۹۱۲');

    await page.getByRole('searchbox', { name: 'جستجو با نام یا شماره تماس' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(orderItems(page)).toHaveCount(1);
    const orders = await exportFile(page);
    expect([...orders.bytes.subarray(0, 3)]).toEqual(BOM);
    const records = orders.text.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(2);
    expect(records[1]).toContain(`,${fullName},09123456789,"'=HYPERLINK(""http://x"") ${tag}",در انتظار بررسی,`);
  });
  test('an export after the session ended asks for the password over the list, then downloads', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const tag = unique(testInfo);
    // An admin of this test alone, so ending their sessions touches no other test's.
    const credentials = { login: `export.${tag}@example.com`, password: `pass-${tag}-word` };
    await adminGraphql(page, CREATE_ADMIN, {
      input: { name: 'خروجی', family: `آزمون${tag}`, email: credentials.login, password: credentials.password, phone: uniquePhone(5) },
    });
    // The export's own 401 must bring the dialog: the live socket, which would otherwise hear the
    // session end first and open it at once (admin-session.spec.ts), never reaches the server here.
    await page.routeWebSocket(/\/graphql$/, () => undefined);
    await signIn(page, credentials);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'همه درخواست‌ها' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await page.request.post('/api/admin/logout-all', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: EXPORT }).click();
    const dialog = page.getByRole('dialog', { name: 'نشست شما به پایان رسیده است' });
    await dialog.getByLabel('رمز عبور').fill(credentials.password);
    await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
    const bytes = await readFile(await (await downloaded).path());
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^شماره درخواست,کد پیگیری,نام مشتری,/);
    await expect(dialog).toBeHidden();
    // The first try was refused for the ended session: that 401 is what the test brings about.
    allowRefusedRequests(consoleErrors, 401);
  });
});
