import type { Page } from '@playwright/test';
import { adminGraphql, PNG, signIn, unique, snackbar } from './support/admin';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';

/*
 * Deletes that can be undone: the question names the record and what the delete touches, the
 * snackbar offers "بازگردانی", and a customer who still has plans is kept with the reason.
 */
const categoryRow = (page: Page, text: string) => page.getByTestId('category-row').filter({ hasText: text });
const customerRows = (page: Page, text: string) =>
  page
    .getByRole('table', { name: 'مشتریان' })
    .locator('tbody')
    .getByRole('row')
    .or(page.getByRole('list', { name: 'مشتریان' }).getByRole('listitem'))
    .filter({ hasText: text });

/** Categories need an image, so this one goes up as the back office sends it: a multipart upload. */
async function createCategory(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Apollo-Require-Preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation ($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id } }',
        variables: { input: { title }, image: null },
      }),
      // Not a numeric field name: object keys that look like integers would come first, and the
      // multipart spec wants operations and map before any file.
      map: JSON.stringify({ image: ['variables.image'] }),
      image: PNG,
    },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.createCategory.id;
}

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a deleted category comes back with «بازگردانی», and the question names it', async ({ page }, testInfo) => {
  const title = `دسته بازگشتی ${unique(testInfo)}`;
  const id = await createCategory(page, title);
  try {
    await page.goto('/admin/themes/categories');
    const row = categoryRow(page, title);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `حذف ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('آیا مطمن هستنید؟');
    await expect(dialog).toContainText(`«${title}» حذف می‌شود`);
    await expect(dialog.getByRole('heading', { name: `حذف «${title}»` })).toBeVisible();
    const { violations } = await axe(page, '[role="dialog"]');
    expect(violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'حذف' }).click();
    await expect(row).toHaveCount(0);
    // Gone for the server too at once, not only from the screen.
    const { categories } = await adminGraphql<{ categories: { id: number }[] }>(page, '{ categories { id } }');
    expect(categories.map((c) => c.id)).not.toContain(id);

    const deleted = snackbar(page, 'دسته‌بندی حذف شد');
    await expect(deleted).toBeVisible();
    await page.getByRole('button', { name: 'بازگردانی' }).click();
    await expect(snackbar(page, `«${title}» بازگردانده شد`)).toBeVisible();
    await expect(row).toBeVisible();
    // Back for the server too, not only on screen.
    await page.reload();
    await expect(categoryRow(page, title)).toBeVisible();
  } finally {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id }).catch(() => undefined);
  }
});

test('a customer with plans is not offered a delete, only why; without plans the customer goes and comes back', async ({
  page,
}, testInfo) => {
  const suffix = unique(testInfo);
  const family = `حذف‌نشدنی ${suffix}`;
  const customer = await adminGraphql<{ createCustomer: { id: number } }>(
    page,
    'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
    { input: { name: 'مشتری', family, email: `undo-${suffix}@example.com`, phone: `09${String(Date.now()).slice(-9)}` } },
  );
  const { plans } = await adminGraphql<{ plans: { id: number }[] }>(page, '{ plans { id } }');
  const bought = await adminGraphql<{ createCustomerPlan: { id: number } }>(
    page,
    'mutation ($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
    { input: { customerId: customer.createCustomer.id, planId: plans[0].id, domainName: `undo-${suffix}.ir` } },
  );
  const name = `مشتری ${family}`;
  await page.goto(`/admin/customers/all?search=${encodeURIComponent(family)}`);
  const row = customerRows(page, family);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `حذف ${name}` }).click();
  const dialog = page.getByRole('dialog');
  // The server would refuse: the dialog says why and offers no delete button to press in vain.
  await expect(dialog).toContainText(`«${name}» ۱ پلن ثبت‌شده دارد و تا پلن‌هایش حذف نشوند حذف نمی‌شود.`);
  await expect(dialog.getByRole('button', { name: 'حذف' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(row).toBeVisible();

  await adminGraphql(page, 'mutation ($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: bought.createCustomerPlan.id });
  await page.reload();
  await row.getByRole('button', { name: `حذف ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(snackbar(page, 'مشتری حذف شد')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Customers' deletes can be undone too.
  await page.getByRole('button', { name: 'بازگردانی' }).click();
  await expect(snackbar(page, `«${name}» بازگردانده شد`)).toBeVisible();
  await expect(row).toBeVisible();
  await adminGraphql(page, 'mutation ($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer.createCustomer.id });
});

test('after a reload «حذف‌های اخیر» still offers the undo the server accepts', async ({ page }, testInfo) => {
  const title = `دسته پس از بارگذاری ${unique(testInfo)}`;
  const id = await createCategory(page, title);
  try {
    await page.goto('/admin/themes/categories');
    await categoryRow(page, title)
      .getByRole('button', { name: `حذف ${title}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
    await expect(snackbar(page, 'دسته‌بندی حذف شد')).toBeVisible();

    await page.reload();
    await expect(categoryRow(page, title)).toHaveCount(0);
    await page.getByRole('button', { name: /^حذف‌های اخیر/ }).click();
    await page.getByRole('menuitem').filter({ hasText: title }).click();
    await expect(snackbar(page, `«${title}» بازگردانده شد`)).toBeVisible();
    await expect(categoryRow(page, title)).toBeVisible();
    await expect(page.getByRole('button', { name: /^حذف‌های اخیر/ })).toHaveCount(0);
  } finally {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id }).catch(() => undefined);
  }
});

test('the undo is withdrawn when its window ends, even while the pointer rests on the snackbar', async ({ page }, testInfo) => {
  const title = `دسته مهلت‌دار ${unique(testInfo)}`;
  const id = await createCategory(page, title);
  try {
    await page.clock.install();
    await page.goto('/admin/themes/categories');
    await categoryRow(page, title)
      .getByRole('button', { name: `حذف ${title}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
    const deleted = snackbar(page, 'دسته‌بندی حذف شد');
    await expect(deleted).toBeVisible();
    await page.getByRole('button', { name: 'حذف‌های اخیر (۱)' }).click();
    const { violations } = await axe(page, '[role="menu"]');
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    // notistack stops its own timer while hovered; the offer must end anyway, before the server's 30 s.
    await deleted.hover();
    const left = await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id: number };
      const [entry] = JSON.parse(localStorage.getItem(`recent-deletes:${user.id}`) ?? '[]') as { until: number }[];
      return entry.until - Date.now();
    });
    expect(left).toBeLessThanOrEqual(25_000);
    await page.clock.fastForward(Math.max(0, left - 1_000));
    await expect(page.getByRole('button', { name: 'بازگردانی' })).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('button', { name: 'بازگردانی' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^حذف‌های اخیر/ })).toHaveCount(0);
  } finally {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id }).catch(() => undefined);
  }
});
