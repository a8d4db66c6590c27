import type { Browser, Page, TestInfo } from '@playwright/test';
import { adminGraphql, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';
const CUSTOMER = 'query($id: Int!) { customer(id: $id) { family description version } }';
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

const digits = () => String(Date.now()).slice(-7) + Math.floor(10 + Math.random() * 89);

/** A second member of staff, signed in in a browser of their own (another context: its own storage). */
async function secondAdmin(browser: Browser, page: Page, testInfo: TestInfo) {
  const tag = unique(testInfo);
  const credentials = { login: `sara.${tag}@example.com`, password: 'sara-e2e-password' };
  await adminGraphql(page, CREATE_ADMIN, {
    input: { name: 'سارا', family: 'رضایی', email: credentials.login, phone: `09${digits()}`, password: credentials.password },
  });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fa-IR' });
  const other = await context.newPage();
  await signIn(other, credentials);
  return { page: other, close: () => context.close() };
}

test.describe('two admins at once', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the second save of a customer shows the other admin’s values beside its own and keeps either', async ({
    page,
    browser,
  }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE_CUSTOMER, {
      input: { name: 'رضا', family: 'کریمی', email: `reza.${unique(testInfo)}@example.com`, phone: `09${digits()}` },
    });
    const path = `/admin/customers/edit/${createCustomer.id}`;
    await page.goto(path);
    await sara.page.goto(path);
    await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی');
    await expect(sara.page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی');

    // Sara saves first: a new family name.
    await sara.page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('احمدی');
    await sara.page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(sara.page.getByText('مشتری ویرایش شد')).toBeVisible();

    // This admin, still showing the old record, changes the family name too and adds the expert note.
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی‌نژاد');
    await page.getByRole('textbox', { name: 'یادداشت کارشناس' }).fill('تماس گرفته شد');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    const conflict = page.getByTestId('edit-conflict');
    await expect(conflict).toContainText('سارا رضایی');
    const family = conflict.getByRole('group', { name: 'نام خانوادگی' });
    await expect(family).toContainText('مقدار سارا رضایی: احمدی');
    await expect(family).toContainText('مقدار شما: کریمی‌نژاد');
    // Nothing typed is lost while the choice is open.
    await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی‌نژاد');
    await expect(page.getByRole('textbox', { name: 'یادداشت کارشناس' })).toHaveValue('تماس گرفته شد');
    await expect(family.getByRole('radio', { name: 'نام خانوادگی: مقدار من' })).toBeChecked();

    // Take Sara's family name, keep this admin's note.
    await family.getByRole('radio', { name: 'نام خانوادگی: مقدار سارا رضایی' }).check();
    await conflict.getByRole('button', { name: 'ذخیره با این انتخاب‌ها' }).click();
    await expect(page.getByText('مشتری ویرایش شد')).toBeVisible();
    const { customer } = await adminGraphql<{ customer: { family: string; description: string; version: number } }>(page, CUSTOMER, {
      id: createCustomer.id,
    });
    expect(customer).toEqual({ family: 'احمدی', description: 'تماس گرفته شد', version: 3 });
    await sara.close();
  });

  test('of two operators changing one request’s status, the second is told who changed it to what', async ({ page, browser }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const order = { fullName: `مشتری هم‌زمان ${unique(testInfo)}`, phoneNumber: `09${digits()}` };
    await page.request.post('/graphql', {
      data: { query: CREATE_ORDER, variables: { input: order } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const path = `/admin/orders?search=${order.phoneNumber}`;
    // The live updates would show Sara's change at once; this operator's screen is stale, as it is
    // while its connection is down: the socket is answered by nobody.
    await page.routeWebSocket(/\/graphql$/, () => undefined);
    await page.goto(path);
    await sara.page.goto(path);
    const row = (p: Page) => p.getByRole('row').filter({ hasText: order.fullName });
    await expect(row(page)).toContainText('در انتظار بررسی');
    await expect(row(sara.page)).toContainText('در انتظار بررسی');

    await row(sara.page).getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await sara.page.getByRole('option', { name: 'در حال پیگیری', exact: true }).click();
    await expect(sara.page.getByText('وضعیت بروز شد')).toBeVisible();

    await row(page).getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await page.getByRole('option', { name: 'رد شده', exact: true }).click();
    await expect(
      page.getByText('سارا رضایی وضعیت این درخواست را هم‌زمان به «در حال پیگیری» تغییر داده است؛ تغییر شما اعمال نشد'),
    ).toBeVisible();
    // The row now shows what is stored, not what this operator chose.
    await expect(row(page)).toContainText('در حال پیگیری');
    await expect(row(page)).toContainText('سارا رضایی');
    await sara.close();
  });
});
