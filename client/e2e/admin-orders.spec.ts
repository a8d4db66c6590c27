import type { Locator, Page, TestInfo } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
import { expect, isPhone, PHONE, saveScreenshot, test } from './support/fixtures';
import { axe } from './support/axe';

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id message } }`;

/** A request left on the public site, through the public API, as a visitor leaves one. */
async function createOrder(page: Page, testInfo: TestInfo) {
  const order = {
    fullName: `مشتری آزمایشی ${unique(testInfo)}`,
    phoneNumber: `09${String(Date.now()).slice(-5)}${Math.floor(1000 + Math.random() * 9000)}`,
    description: 'یک فروشگاه اینترنتی برای فروش لوازم خانگی می‌خواهم که پرداخت آنلاین و ارسال به همه شهرها داشته باشد.',
  };
  const response = await page.request.post('/graphql', {
    data: { query: CREATE_ORDER, variables: { input: order } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return order;
}

/** One request as the list shows it: a table row on wide screens, a card on phones. */
function orderItem(page: Page, fullName: string): Locator {
  const width = page.viewportSize()?.width;
  return (isPhone(width) ? page.getByRole('listitem') : page.getByRole('row')).filter({ hasText: fullName });
}

/** Every request the list shows. */
function allItems(page: Page): Locator {
  if (isPhone(page.viewportSize()?.width)) return page.getByRole('list', { name: 'درخواست‌ها' }).getByRole('listitem');
  return page
    .getByRole('table', { name: 'درخواست‌ها' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

const persian = (value: string) => value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'جستجو با نام یا شماره تماس' });

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('admin orders', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test(
    'finds a new request by name and by phone, shows its description, changes and filters its status',
    PHONE,
    async ({ page }, testInfo) => {
      const order = await createOrder(page, testInfo);
      const { me } = await adminGraphql<{ me: { name: string; family: string } }>(page, 'query { me { name family } }');

      await page.goto('/admin/orders');
      await expect(page).toHaveTitle(/همه درخواست‌ها/);
      await expect(page.getByRole('heading', { level: 1, name: 'همه درخواست‌ها' })).toBeVisible();

      await searchBox(page).fill(order.fullName);
      await expect(page).toHaveURL(/search=/);
      const item = orderItem(page, order.fullName);
      await expect(item).toHaveCount(1);
      // One page of results offers nowhere to go: no pager.
      await expect(page.getByRole('navigation', { name: 'صفحه‌بندی' })).toHaveCount(0);
      // Phone numbers read in Persian digits, as on every other screen.
      await expect(item).toContainText(persian(order.phoneNumber));
      await expect(item).toContainText('در انتظار بررسی');
      await expect(item).toContainText('نامشخص');
      // Sent a moment ago: the Jalali year (14xx) in Persian digits.
      await expect(item).toContainText(/۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'orders-search');

      await searchBox(page).fill(order.phoneNumber);
      await expect(page).toHaveURL(new RegExp(`search=${order.phoneNumber}`));
      await expect(item).toHaveCount(1);
      await expect(allItems(page)).toHaveCount(1);

      await item.getByRole('button', { name: `توضیحات کامل ${order.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: `توضیحات ${order.fullName}` });
      await expect(dialog).toContainText(order.description);
      await screenshot(page, testInfo, 'orders-description');
      await dialog.getByRole('button', { name: 'بستن' }).click();
      await expect(dialog).toBeHidden();

      await chooseOption(page, item.getByRole('combobox', { name: 'تغییر وضعیت' }), 'در حال پیگیری');
      await expect(page.getByText('وضعیت بروز شد')).toBeVisible();
      await expect(item).toContainText('در حال پیگیری');
      await expect(item).toContainText(`${me.name} ${me.family}`);
      await expect(item).not.toContainText('نامشخص');
      await screenshot(page, testInfo, 'orders-status-changed');

      // The change is the server's, not only the screen's.
      await page.reload();
      await expect(item).toContainText('در حال پیگیری');
      await expect(item).toContainText(`${me.name} ${me.family}`);

      await chooseOption(page, page.getByRole('combobox', { name: 'وضعیت', exact: true }), 'در حال پیگیری');
      await expect(page).toHaveURL(/status=PROCESSING/);
      await expect(item).toHaveCount(1);

      await chooseOption(page, page.getByRole('combobox', { name: 'وضعیت', exact: true }), 'رد شده');
      await expect(page).toHaveURL(/status=REJECTED/);
      await expect(page.getByText('درخواستی با این مشخصات پیدا نشد.')).toBeVisible();
      await expect(item).toHaveCount(0);
    },
  );

  test('the status filter alone lists only requests with that status, and "all" clears it', async ({ page }, testInfo) => {
    const order = await createOrder(page, testInfo);
    await page.goto('/admin/orders?status=PENDING');
    const filter = page.getByRole('combobox', { name: 'وضعیت', exact: true });
    await expect(filter).toHaveText('در انتظار بررسی');
    await expect(orderItem(page, order.fullName)).toHaveCount(1);
    await expect(allItems(page).filter({ hasText: /در حال پیگیری|بررسی شده|رد شده/ })).toHaveCount(0);
    await expect(allItems(page).first()).toContainText('در انتظار بررسی');
    await screenshot(page, testInfo, 'orders-pending');

    await chooseOption(page, filter, 'همه');
    await expect(page).not.toHaveURL(/status=/);
    await expect(filter).toHaveText('همه');
  });

  test('a failed status change says so and the row keeps its status', async ({ page }, testInfo) => {
    const order = await createOrder(page, testInfo);
    await page.goto(`/admin/orders?search=${encodeURIComponent(order.fullName)}`);
    const item = orderItem(page, order.fullName);
    await expect(item).toContainText('در انتظار بررسی');

    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('ChangeOrderStatus')) return route.continue();
      await route.fulfill({ json: { data: null, errors: [{ message: 'درخواست پیدا نشد', extensions: { status: 404 } }] } });
    });
    await chooseOption(page, item.getByRole('combobox', { name: 'تغییر وضعیت' }), 'بررسی شده');
    await expect(page.getByText('درخواست پیدا نشد')).toBeVisible();
    await expect(item).toContainText('در انتظار بررسی');
    await expect(item).toContainText('نامشخص');
  });

  test('pages through a search of 16 requests, keeping the page in the URL', async ({ page }, testInfo) => {
    const batch = `دسته ${unique(testInfo)}`;
    for (let i = 1; i <= 16; i += 1) {
      const response = await page.request.post('/graphql', {
        data: {
          query: CREATE_ORDER,
          variables: { input: { fullName: `${batch} شماره ${i}`, phoneNumber: `0912${String(1000000 + i * 7919).slice(-7)}` } },
        },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto(`/admin/orders?search=${encodeURIComponent(batch)}`);
    await expect(allItems(page)).toHaveCount(15);
    // Newest first: the last one sent leads the first page, the first one sent is alone on page 2.
    await expect(allItems(page).first()).toContainText(`${batch} شماره 16`);

    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    await pager.getByRole('button', { name: 'صفحه ۲' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(allItems(page)).toHaveCount(1);
    await expect(allItems(page).first()).toContainText(`${batch} شماره 1`);

    await page.reload();
    await expect(allItems(page)).toHaveCount(1);
    await expect(pager.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
  });

  test('an empty list says there are no requests yet', async ({ page }, testInfo) => {
    // The shared database always holds requests: the server's answer is replaced by an empty page.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('AdminOrders')) return route.continue();
      await route.fulfill({
        json: { data: { orders: { __typename: 'OrderPage', currentPage: 1, lastPage: 1, total: 0, items: [] } } },
      });
    });
    await page.goto('/admin/orders');
    await expect(page.getByText('هیچ درخواستی موجود نیست.')).toBeVisible();
    await screenshot(page, testInfo, 'orders-empty');
  });

  test('a request from a customer`s number, typed with +98, says so, is found by «فقط از مشتریان فعلی» and links to that customer', async ({
    page,
  }, testInfo) => {
    const tag = unique(testInfo);
    const phone = `09${String(Date.now()).slice(-9)}`;
    const customer = { name: 'پرستو', family: `قدیمی${tag}` };
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(
      page,
      'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
      { input: { ...customer, email: `repeat.${tag}@example.com`, phone, description: 'مشتری سال گذشته' } },
    );
    const fullName = `پرستو تکراری ${tag}`;
    await adminGraphql(page, CREATE_ORDER, {
      input: { fullName, phoneNumber: `+98${phone.slice(1)}`, description: 'تمدید و طراحی دوباره' },
    });

    await page.goto(`/admin/orders?search=${phone}`);
    // The box follows the address, which the click changes.
    const fromCustomers = page.getByRole('checkbox', { name: 'فقط از مشتریان فعلی' });
    await fromCustomers.click();
    await expect(fromCustomers).toBeChecked();
    await expect(page).toHaveURL(/customers=1/);
    const item = orderItem(page, fullName);
    await expect(item.getByTestId('repeat-visitor')).toContainText(`مشتری فعلی: ${customer.name} ${customer.family}`);
    await saveScreenshot(page, { path: testInfo.outputPath('orders-repeat-visitor.png') });
    await item.getByRole('link', { name: `تبدیل به مشتری: ${fullName}` }).click();
    const linkButton = page.getByRole('button', { name: 'پیوند به مشتری فعلی' });
    await expect(linkButton).toBeVisible();
    // The linking state passes axe (the screens' test sees the form state).
    expect((await axe(page, 'main')).violations.map((v) => v.id)).toEqual([]);
    await saveScreenshot(page, { path: testInfo.outputPath('convert-existing-customer.png') });
    await linkButton.click();
    await expect(page.getByText('درخواست به مشتری فعلی پیوند خورد')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/edit/${createCustomer.id}/create-plan`));
    const { customer: saved } = await adminGraphql<{ customer: { description: string } }>(
      page,
      'query($id: Int!) { customer(id: $id) { description } }',
      { id: createCustomer.id },
    );
    expect(saved.description).toBe('مشتری سال گذشته\n\nتمدید و طراحی دوباره');
  });
});
