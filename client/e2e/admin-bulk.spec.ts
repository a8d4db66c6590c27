import type { Page } from '@playwright/test';
import { adminGraphql, screenshot, signIn, unique, snackbar } from './support/admin';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';

/*
 * Bulk actions: ticked rows deleted together with one undo, requests given one status together,
 * and a row the server refuses (a customer with plans) kept with the reason while the rest go.
 */
const bulkBar = (page: Page) => page.getByRole('region', { name: 'کار با ردیف‌های انتخاب‌شده' });

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('ticked features are deleted together and come back with one «بازگردانی»', async ({ page }, testInfo) => {
  const word = `گروهی ${unique(testInfo)}`;
  const titles = [`ویژگی یکم ${word}`, `ویژگی دوم ${word}`, `ویژگی سوم ${word}`];
  const ids: number[] = [];
  for (const title of titles) {
    const { createFeature } = await adminGraphql<{ createFeature: { id: number } }>(
      page,
      'mutation ($input: CreateFeatureInput!) { createFeature(input: $input) { id } }',
      { input: { title } },
    );
    ids.push(createFeature.id);
  }
  const serverTitles = async () =>
    (await adminGraphql<{ features: { title: string }[] }>(page, '{ features { title } }')).features
      .map((f) => f.title)
      .filter((t) => t.includes(word));
  try {
    await page.goto(`/admin/themes/features?search=${encodeURIComponent(word)}`);
    const rows = page.getByTestId('feature-row');
    await expect(rows).toHaveCount(3);
    await expect(bulkBar(page)).toHaveCount(0);

    await page.getByRole('checkbox', { name: `انتخاب ${titles[0]}` }).check();
    await page.getByRole('checkbox', { name: `انتخاب ${titles[2]}` }).check();
    await expect(bulkBar(page)).toContainText('۲ ویژگی انتخاب شده');
    await screenshot(page, testInfo, 'admin-bulk-selected');
    // The ticks and the bar pass axe as the rest of the screen does.
    const { violations } = await axe(page, 'main');
    expect(violations.map((v) => v.id)).toEqual([]);
    await bulkBar(page).getByRole('button', { name: 'حذف انتخاب‌شده‌ها' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'حذف ۲ ویژگی' })).toBeVisible();
    await expect(dialog).toContainText(`«${titles[0]}»، «${titles[2]}»`);
    await dialog.getByRole('button', { name: 'حذف همه' }).click();

    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(titles[1]);
    await expect(bulkBar(page)).toHaveCount(0);
    expect(await serverTitles()).toEqual([titles[1]]);

    await expect(snackbar(page, '۲ ویژگی حذف شد')).toBeVisible();
    await page.getByRole('button', { name: 'بازگردانی' }).click();
    await expect(snackbar(page, '۲ ویژگی بازگردانده شد')).toBeVisible();
    await expect(rows).toHaveCount(3);
    expect((await serverTitles()).sort()).toEqual([...titles].sort());
  } finally {
    for (const id of ids) await adminGraphql(page, 'mutation ($id: Int!) { deleteFeature(id: $id) { id } }', { id }).catch(() => undefined);
  }
});

test('ticked requests get one status together; the others keep theirs', async ({ page }, testInfo) => {
  const word = `وضعیت گروهی ${unique(testInfo)}`;
  const ids: number[] = [];
  for (const n of ['یکم', 'دوم', 'سوم']) {
    const { createStaffOrder } = await adminGraphql<{ createStaffOrder: { id: number } }>(
      page,
      'mutation ($input: CreateOrderInput!) { createStaffOrder(input: $input) { id } }',
      { input: { fullName: `${word} ${n}`, phoneNumber: `09${String(Date.now()).slice(-5)}${Math.floor(1000 + Math.random() * 9000)}` } },
    );
    ids.push(createStaffOrder.id);
  }
  await page.goto(`/admin/orders?search=${encodeURIComponent(word)}`);
  await page.getByRole('checkbox', { name: `انتخاب درخواست ${word} یکم` }).check();
  await page.getByRole('checkbox', { name: `انتخاب درخواست ${word} سوم` }).check();
  await expect(bulkBar(page)).toContainText('۲ درخواست انتخاب شده');
  await bulkBar(page).getByRole('combobox', { name: 'وضعیت جدید' }).click();
  await page.getByRole('option', { name: 'بررسی شده', exact: true }).click();
  await bulkBar(page).getByRole('button', { name: 'تغییر وضعیت' }).click();
  // Asked first, with how many and to what.
  const dialog = page.getByRole('dialog', { name: 'تغییر وضعیت ۲ درخواست' });
  await expect(dialog).toContainText('وضعیت ۲ درخواست به «بررسی شده» تغییر می‌کند');
  await dialog.getByRole('button', { name: 'تغییر وضعیت همه' }).click();
  await expect(snackbar(page, 'وضعیت ۲ درخواست بروز شد')).toBeVisible();

  const statuses = async () => {
    const { orders } = await adminGraphql<{ orders: { items: { id: number; status: string }[] } }>(
      page,
      'query ($search: String) { orders(search: $search) { items { id status } } }',
      { search: word },
    );
    const statusOf = new Map(orders.items.map((o) => [o.id, o.status]));
    return ids.map((id) => statusOf.get(id));
  };
  expect(await statuses()).toEqual(['COMPLETED', 'PENDING', 'COMPLETED']);
  // And undone: each goes back to the status it had.
  await snackbar(page, 'وضعیت ۲ درخواست بروز شد').locator('..').getByRole('button', { name: 'بازگردانی' }).click();
  await expect(snackbar(page, 'وضعیت ۲ درخواست بازگردانده شد')).toBeVisible();
  expect(await statuses()).toEqual(['PENDING', 'PENDING', 'PENDING']);
});

test('the bulk bar stays in the window under the rows, clear of the header and select-all box', async ({ page }, testInfo) => {
  const word = `نوار ${unique(testInfo)}`;
  const ids: number[] = [];
  for (let n = 1; n <= 12; n++) {
    const { createFeature } = await adminGraphql<{ createFeature: { id: number } }>(
      page,
      'mutation ($input: CreateFeatureInput!) { createFeature(input: $input) { id } }',
      { input: { title: `ویژگی ${n} ${word}` } },
    );
    ids.push(createFeature.id);
  }
  try {
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto(`/admin/themes/features?search=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('feature-row')).toHaveCount(12);
    await page.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' }).check();
    await expect(bulkBar(page)).toContainText('۱۲ ویژگی انتخاب شده');
    for (const scroll of [0, 200]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const bar = (await bulkBar(page).boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThanOrEqual(520);
      const header = (await page.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' }).boundingBox())!;
      if (header.y + header.height > 0) expect(header.y + header.height <= bar.y || header.y >= bar.y + bar.height).toBe(true);
    }
    await screenshot(page, testInfo, 'admin-bulk-bar-sticky', { fullPage: false });
  } finally {
    for (const id of ids) await adminGraphql(page, 'mutation ($id: Int!) { deleteFeature(id: $id) { id } }', { id }).catch(() => undefined);
  }
});

test('a customer with plans stays, with the reason, while the other ticked customer goes', async ({ page }, testInfo) => {
  const family = `گروهی ${unique(testInfo)}`;
  const ids: number[] = [];
  for (const name of ['دارا', 'سارا']) {
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(
      page,
      'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
      { input: { name, family, email: `bulk-${name === 'دارا' ? 'a' : 'b'}-${Date.now()}@example.com`, phone: '09121234567' } },
    );
    ids.push(createCustomer.id);
  }
  const { plans } = await adminGraphql<{ plans: { id: number }[] }>(page, '{ plans { id } }');
  await adminGraphql(page, 'mutation ($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
    input: { customerId: ids[0], planId: plans[0].id, domainName: `bulk-${Date.now()}.ir` },
  });

  await page.goto(`/admin/customers/all?search=${encodeURIComponent(family)}`);
  await page.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' }).check();
  await expect(bulkBar(page)).toContainText('۲ مشتری انتخاب شده');
  await bulkBar(page).getByRole('button', { name: 'حذف انتخاب‌شده‌ها' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف همه' }).click();
  await expect(snackbar(page, '۱ مشتری حذف شد')).toBeVisible();
  // The refusal names the customer kept.
  await expect(snackbar(page, `۱ مشتری حذف نشد («دارا ${family}»): این مشتری ۱ پلن ثبت‌شده دارد`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `انتخاب دارا ${family}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `انتخاب سارا ${family}` })).toHaveCount(0);
});

test('select-all says it took this page, and offers every customer the search matches', async ({ page }, testInfo) => {
  const family = `همه‌صفحه‌ها ${unique(testInfo)}`;
  // One more than a page of customers (15).
  for (let n = 1; n <= 16; n++) {
    await adminGraphql(page, 'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
      input: { name: `مشتری${n}`, family, email: `all-${n}-${Date.now()}@example.com`, phone: '09121234567' },
    });
  }
  await page.goto(`/admin/customers/all?search=${encodeURIComponent(family)}`);
  await page.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' }).check();
  await expect(bulkBar(page)).toContainText('همه ۱۵ مشتری این صفحه انتخاب شده');
  await bulkBar(page).getByRole('button', { name: 'انتخاب همه ۱۶ مشتری مطابق' }).click();
  await expect(bulkBar(page)).toContainText('همه ۱۶ مشتری مطابق جست‌وجو انتخاب شده');
  await bulkBar(page).getByRole('button', { name: 'حذف انتخاب‌شده‌ها' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف همه' }).click();
  await expect(snackbar(page, '۱۶ مشتری حذف شد')).toBeVisible();
  const { customers } = await adminGraphql<{ customers: { total: number } }>(
    page,
    'query ($s: String) { customers(search: $s) { total } }',
    {
      s: family,
    },
  );
  expect(customers.total).toBe(0);
});
