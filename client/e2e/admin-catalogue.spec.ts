import { toPersianDigits } from '@site-builder/rules';
import type { Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, PNG, screenshot, signIn, unique, dismissSnackbars, snackbar } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * Theme categories, plans and plan features. The public specs count the seeded plans (4) and
 * features (64), so every record a test adds carries a unique suffix and is removed afterwards;
 * seeded features' order and static column and seeded plans' features are never touched.
 */
/** A table row on wide screens, a block of the list on a phone. */
const categoryRow = (page: Page, text: string) => page.getByTestId('category-row').filter({ hasText: text });
const planRow = (page: Page, text: string) => page.getByTestId('plan-row').filter({ hasText: text });

/** Snackbars cover the bottom of a phone screen for 4 s; a person waits for them, so does the test. */

/** Two seeded features (not headings) the plan test ticks on its own plan. */
const TICKED = ['اعتبار ۳۶۵ روزه سایت از روز تحویل', 'طراحی واکنش‌گرا و سازگار با موبایل و تبلت'];

/** Each test walks a whole add–edit–delete round, with snackbars to wait out on a phone. */
test.describe.configure({ timeout: 60_000 });

let suffix = '';

test.beforeEach(async ({ page }, testInfo) => {
  suffix = unique(testInfo);
  await signIn(page);
});

test.afterEach(async ({ page }) => {
  const mine = <T extends { id: number; title: string }>(list: T[]) => list.filter((item) => item.title.includes(suffix));
  const data = await adminGraphql<{
    categories: { id: number; title: string }[];
    plans: { id: number; title: string }[];
    features: { id: number; title: string }[];
  }>(page, '{ categories { id title } plans { id title } features { id title } }');
  for (const { id } of mine(data.categories)) await adminGraphql(page, 'mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id });
  for (const { id } of mine(data.plans)) await adminGraphql(page, 'mutation ($id: Int!) { deletePlan(id: $id) { id } }', { id });
  for (const { id } of mine(data.features)) await adminGraphql(page, 'mutation ($id: Int!) { deleteFeature(id: $id) { id } }', { id });
});

test.describe('theme categories', () => {
  test('adds a category with an image, edits its title, deletes it after confirming', async ({ page }, testInfo) => {
    const title = `دسته آزمایشی ${suffix}`;
    await page.goto('/admin/themes/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'دسته‌بندی قالب‌ها' })).toBeVisible();
    // Seeded categories are numbered from ۱.
    await expect(page.getByTestId('category-row').first()).toContainText('۱');
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-categories-list');

    await page.getByRole('link', { name: 'افزودن دسته‌بندی' }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/categories\/add$/);
    await page.getByRole('button', { name: 'افزودن دسته‌بندی' }).click();
    await expect(page.getByText('عنوان را وارد کنید')).toBeVisible();
    await expect(page.getByText('تصویر را انتخاب کنید')).toBeVisible();

    await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await page.locator('input[type="file"][name="image"]').setInputFiles(PNG);
    await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر انتخاب‌شده' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-categories-add');
    await page.getByRole('button', { name: 'افزودن دسته‌بندی' }).click();

    await expect(snackbar(page, 'دسته‌بندی افزوده شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/categories$/);
    const row = categoryRow(page, title);
    const thumbnail = row.getByRole('img', { name: title });
    await expect(thumbnail).toHaveAttribute('src', /\/uploads\//);
    // Thumbnails load lazily: on a phone the new card can start below the fold.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Edit: the stored image is shown; a new title alone keeps it.
    await dismissSnackbars(page);
    await row.getByRole('link', { name: `مشاهده/ویرایش ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/categories\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'تصویر فعلی' })).toHaveAttribute('src', /\/uploads\//);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-categories-edit');
    await page.getByRole('textbox', { name: 'عنوان' }).fill(`${title} ویرایش‌شده`);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(snackbar(page, 'دسته‌بندی ویرایش شد')).toBeVisible();
    const edited = categoryRow(page, `${title} ویرایش‌شده`);
    await expect(edited.getByRole('img', { name: `${title} ویرایش‌شده` })).toHaveAttribute('src', /\/uploads\//);

    // Delete asks first; cancelling keeps the row.
    await dismissSnackbars(page);
    await edited.getByRole('button', { name: `حذف ${title} ویرایش‌شده` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('آیا مطمن هستنید؟');
    await dialog.getByRole('button', { name: 'انصراف' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: `حذف ${title} ویرایش‌شده` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
    await expect(snackbar(page, 'دسته‌بندی حذف شد')).toBeVisible();
    await expect(edited).toHaveCount(0);
  });
});

test.describe('plan features', () => {
  test('adds and edits a feature, sets its position and static column, which survive a reload', async ({ page }, testInfo) => {
    const title = `ویژگی آزمایشی ${suffix}`;
    await page.goto('/admin/themes/features');
    await expect(page.getByRole('heading', { level: 1, name: 'ویژگی‌های پلن‌ها' })).toBeVisible();
    await expect(page.getByTestId('feature-row')).toHaveCount(64);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-features-list');

    await page.getByRole('link', { name: 'افزودن ویژگی' }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/features\/add$/);
    await page.getByRole('button', { name: 'افزودن ویژگی' }).click();
    await expect(page.getByText('عنوان را وارد کنید')).toBeVisible();
    await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-features-add');
    await page.getByRole('button', { name: 'افزودن ویژگی' }).click();
    await expect(snackbar(page, 'ویژگی جدید اضافه شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/features$/);

    // A new feature goes to the end of the table.
    const rows = page.getByTestId('feature-row');
    await expect(rows.last()).toContainText(title);

    await dismissSnackbars(page);
    await rows
      .filter({ hasText: title })
      .getByRole('link', { name: `مشاهده/ویرایش ${title}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/themes\/features\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
    await screenshot(page, testInfo, 'admin-features-edit');
    const renamed = `${title} ویرایش‌شده`;
    await page.getByRole('textbox', { name: 'عنوان' }).fill(renamed);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(snackbar(page, 'ویژگی ویرایش شد')).toBeVisible();
    const row = rows.filter({ hasText: renamed });
    await expect(row).toHaveCount(1);

    // The position box: a typo is caught before sending; Persian digits are accepted.
    await dismissSnackbars(page);
    const sortBox = row.getByRole('textbox', { name: `ترتیب نمایش ${renamed}` });
    await sortBox.fill('اول');
    await row.getByRole('button', { name: `ثبت ترتیب ${renamed}` }).click();
    await expect(row.getByText('ترتیب را فقط با رقم وارد کنید')).toBeVisible();
    const position = 900_000 + Math.floor(Math.random() * 90_000);
    await sortBox.fill(toPersianDigits(position));
    await row.getByRole('button', { name: `ثبت ترتیب ${renamed}` }).click();
    await expect(snackbar(page, 'ترتیب ذخیره شد')).toBeVisible();
    await expect(row.getByText('ترتیب را فقط با رقم وارد کنید')).toHaveCount(0);

    const primary = row.getByRole('checkbox', { name: `ثابت: ${renamed}` });
    await expect(primary).not.toBeChecked();
    await dismissSnackbars(page);
    await primary.check();
    await expect(snackbar(page, 'ویژگی در ستون ثابت قرار گرفت')).toBeVisible();

    await page.reload();
    await expect(row.getByRole('textbox', { name: `ترتیب نمایش ${renamed}` })).toHaveValue(toPersianDigits(position));
    await expect(row.getByRole('checkbox', { name: `ثابت: ${renamed}` })).toBeChecked();
    await expect(rows.last()).toContainText(renamed);

    const { features } = await adminGraphql<{ features: { title: string; sort: number; isPrimary: boolean }[] }>(
      page,
      '{ features { title sort isPrimary } }',
    );
    expect(features.find((f) => f.title === renamed)).toMatchObject({ sort: position, isPrimary: true });
    await screenshot(page, testInfo, 'admin-features-saved');
  });

  test('a save whose answer was lost, clicked again, and a double click each add the feature once', async ({ page, consoleErrors }) => {
    const title = `ویژگی یک‌باره ${suffix}`;
    const keys: string[] = [];
    let dropAnswer = true;
    // The server takes the first save, but its answer never reaches the browser (the network blinked).
    await page.route('/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('createFeature')) return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (!dropAnswer) return route.continue();
      dropAnswer = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/admin/themes/features/add');
    await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await page.getByRole('button', { name: 'افزودن ویژگی' }).click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
    await page.getByRole('button', { name: 'افزودن ویژگی' }).click();
    await expect(snackbar(page, 'ویژگی جدید اضافه شد')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);

    const doubled = `ویژگی دوبار کلیک ${suffix}`;
    await page.goto('/admin/themes/features/add');
    await page.getByRole('textbox', { name: 'عنوان' }).fill(doubled);
    await page.getByRole('button', { name: 'افزودن ویژگی' }).dblclick();
    await expect(snackbar(page, 'ویژگی جدید اضافه شد').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/features$/);

    const { features } = await adminGraphql<{ features: { title: string }[] }>(page, '{ features { title } }');
    // The one line the browser logs for the answer the test cut off.
    const cut = consoleErrors.filter((line) => line.includes('ERR_CONNECTION_RESET'));
    expect(cut).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !cut.includes(line)));
    expect(features.filter((f) => f.title === title)).toHaveLength(1);
    expect(features.filter((f) => f.title === doubled)).toHaveLength(1);
  });
});

test.describe('plans', () => {
  test('adds a plan with prices, edits it, chooses its features, and deletes it', async ({ page }, testInfo) => {
    const title = `پلن آزمایشی ${suffix}`;
    await page.goto('/admin/themes/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'پلن‌ها' })).toBeVisible();
    const custom = planRow(page, 'سایت سفارشی');
    await expect(custom).toContainText('توافقی');
    await expect(planRow(page, 'سایت غیر فروشگاهی')).toContainText('۷٬۷۰۰٬۰۰۰ تومان');
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-plans-list');

    await page.getByRole('link', { name: 'افزودن پلن' }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/plans\/add$/);
    await page.getByRole('button', { name: 'افزودن پلن' }).click();
    await expect(page.getByText('عنوان را وارد کنید')).toBeVisible();
    await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await page.getByRole('textbox', { name: 'قیمت اصلی سالانه (تومان)' }).fill('۱۲٬۰۰۰٬۰۰۰');
    await page.getByRole('textbox', { name: 'قیمت با تخفیف (تومان)' }).fill('13000000');
    await page.getByRole('button', { name: 'افزودن پلن' }).click();
    await expect(page.getByText('قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد')).toBeVisible();
    await page.getByRole('textbox', { name: 'قیمت با تخفیف (تومان)' }).fill('9,900,000');
    await page.getByRole('textbox', { name: 'فضای میزبانی (گیگابایت)' }).fill('۲');
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-plans-add');
    await page.getByRole('button', { name: 'افزودن پلن' }).click();

    await expect(snackbar(page, 'پلن جدید افزوده شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/plans$/);
    const row = planRow(page, title);
    await expect(row).toContainText('۱۲٬۰۰۰٬۰۰۰ تومان');
    await expect(row).toContainText('۹٬۹۰۰٬۰۰۰ تومان');
    await expect(row).toContainText('۲ گیگابایت');

    // Edit: an emptied price becomes "by agreement".
    await dismissSnackbars(page);
    await row.getByRole('link', { name: `مشاهده/ویرایش ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/plans\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'قیمت اصلی سالانه (تومان)' })).toHaveValue('۱۲٬۰۰۰٬۰۰۰');
    await screenshot(page, testInfo, 'admin-plans-edit');
    await page.getByRole('textbox', { name: 'قیمت با تخفیف (تومان)' }).fill('');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(snackbar(page, 'پلن ویرایش شد')).toBeVisible();
    await expect(row).toContainText('توافقی');
    await expect(row).toContainText('۱۲٬۰۰۰٬۰۰۰ تومان');

    // Manage features: headings are section titles, not choices.
    await dismissSnackbars(page);
    await row.getByRole('link', { name: `مدیریت ویژگی‌ها: ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/plans\/features\/\d+$/);
    const planId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { name: `پلن: ${title}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'امکانات عمومی و طراحی سایت' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'امکانات عمومی و طراحی سایت' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(58);
    await expect(page.getByText('۰ از ۵۸ ویژگی انتخاب شده است')).toBeVisible();
    await page.getByRole('button', { name: 'انتخاب همه' }).click();
    await expect(page.getByText('۵۸ از ۵۸ ویژگی انتخاب شده است')).toBeVisible();
    await page.getByRole('button', { name: 'حذف همه' }).click();
    await expect(page.getByText('۰ از ۵۸ ویژگی انتخاب شده است')).toBeVisible();
    for (const feature of TICKED) await page.getByRole('checkbox', { name: feature, exact: true }).check();
    await page.getByRole('button', { name: 'ذخیره ویژگی‌ها' }).first().click();
    await expect(snackbar(page, 'ویژگی‌های پلن ذخیره شد')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-plans-features');

    await page.reload();
    await expect(page.getByText('۲ از ۵۸ ویژگی انتخاب شده است')).toBeVisible();
    for (const feature of TICKED) await expect(page.getByRole('checkbox', { name: feature, exact: true })).toBeChecked();
    const { plan, features } = await adminGraphql<{ plan: { featureIds: number[] }; features: { id: number; title: string }[] }>(
      page,
      'query ($id: Int!) { plan(id: $id) { featureIds } features { id title } }',
      { id: planId },
    );
    const expected = features
      .filter((f) => TICKED.includes(f.title))
      .map((f) => f.id)
      .sort((a, b) => a - b);
    expect(plan.featureIds).toEqual(expected);

    // A plan some customer bought is kept, with the server's reason; once free, it goes.
    const customer = await adminGraphql<{ createCustomer: { id: number } }>(
      page,
      'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
      {
        input: { name: 'مشتری', family: `پلن ${suffix}`, email: `plan-${suffix}@example.com`, phone: `09${String(Date.now()).slice(-9)}` },
      },
    );
    const bought = await adminGraphql<{ createCustomerPlan: { id: number } }>(
      page,
      'mutation ($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
      { input: { customerId: customer.createCustomer.id, planId, domainName: `plan-${suffix}.ir` } },
    );
    try {
      await page.goto('/admin/themes/plans');
      await row.getByRole('button', { name: `حذف ${title}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
      await expect(snackbar(page, 'این پلن برای ۱ پلن مشتری ثبت شده است و حذف نمی‌شود')).toBeVisible();
      await expect(row).toBeVisible();
    } finally {
      // A customer with plans cannot be deleted: the plan goes first.
      await adminGraphql(page, 'mutation ($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: bought.createCustomerPlan.id });
      await adminGraphql(page, 'mutation ($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customer.createCustomer.id });
    }

    await dismissSnackbars(page);
    await row.getByRole('button', { name: `حذف ${title}` }).click();
    await expect(page.getByRole('dialog')).toContainText('آیا مطمن هستنید؟');
    await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
    await expect(snackbar(page, 'پلن حذف شد')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('plan-row')).toHaveCount(4);
  });
});
