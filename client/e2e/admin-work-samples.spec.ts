import type { Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, PNG, screenshot, signIn, unique, dismissSnackbars } from './support/admin';
import { expect, PHONE, test } from './support/fixtures';

/*
 * The seed holds 14 work samples (12 active), newest first, 9 a page. Tests add their own with a
 * unique suffix and remove them, so the public work-samples specs still see the seeded ones.
 */
const rows = (page: Page) => page.getByTestId('admin-work-sample');
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const pager = (page: Page) => page.getByRole('navigation', { name: 'صفحه‌بندی' });

/** A second tiny PNG with other bytes, so the replacement is a different stored file. */
const OTHER_PNG = {
  name: 'replacement.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/**
 * Snackbars sit at the bottom centre for 4 s; on a phone they cover the button a person would
 * press next, so the test waits for them to go, as the person would.
 */
const planSelect = (page: Page) => page.getByRole('combobox', { name: 'پلن‌ها' });

/** Ticks plans in the multi-select and closes its menu, as a person would with Escape. */
async function choosePlans(page: Page, titles: string[]) {
  await planSelect(page).click();
  for (const title of titles) await page.getByRole('option', { name: title, exact: true }).click();
  await page.keyboard.press('Escape');
  // Gone from the page, not only from the accessibility tree, once it has faded out.
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

let suffix = '';

test.beforeEach(async ({ page }, testInfo) => {
  suffix = unique(testInfo);
  await signIn(page);
});

test.afterEach(async ({ page }) => {
  const { adminWorkSamples } = await adminGraphql<{ adminWorkSamples: { items: { id: number; title: string }[] } }>(
    page,
    '{ adminWorkSamples(perPage: 100) { items { id title } } }',
  );
  for (const sample of adminWorkSamples.items.filter((s) => s.title.includes(suffix))) {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteWorkSample(id: $id) { id } }', { id: sample.id });
  }
});

test.describe('admin work samples', () => {
  test('lists every sample with its domain, image and state, paged in the URL', PHONE, async ({ page }, testInfo) => {
    await page.goto('/admin/work-samples');
    await expect(page).toHaveTitle(/نمونه کارهای موجود/);
    await expect(page.getByRole('heading', { level: 1, name: 'نمونه کارهای موجود' })).toBeVisible();
    await expect(rows(page)).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'افزودن نمونه کار' })).toHaveAttribute('href', '/admin/work-samples/add');

    await pager(page).getByRole('button', { name: 'صفحه ۲' }).click();
    await expect(page).toHaveURL(/\/admin\/work-samples\?page=2$/);
    await expect(pager(page).getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');

    // Inactive samples are listed for staff, marked as such; https:// is added to bare domains.
    const florist = rowOf(page, 'گل‌فروشی یاس');
    await expect(florist).toContainText('غیرفعال');
    await expect(florist.getByRole('link', { name: 'gol-yas.ir' })).toHaveAttribute('href', 'https://gol-yas.ir');
    const image = florist.getByRole('img', { name: 'تصویر گل‌فروشی یاس' });
    await expect(image).toHaveAttribute('src', /work-samples\/13\.webp$/);
    expect(await image.boundingBox()).toMatchObject({ width: 50, height: 50 });
    await expect(florist.getByRole('link', { name: 'ویرایش گل‌فروشی یاس' })).toHaveAttribute('href', /\/admin\/work-samples\/edit\/\d+$/);

    await page.reload();
    await expect(pager(page).getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-work-samples-list');
  });

  test('adds a sample (the form clears), finds it first in the list, edits it with a new image, deletes it', async ({ page }, testInfo) => {
    const title = `نمونه آزمایشی ${suffix}`;
    await page.goto('/admin/work-samples');
    await page.getByRole('link', { name: 'افزودن نمونه کار' }).click();
    await expect(page).toHaveURL(/\/admin\/work-samples\/add$/);

    await page.getByRole('textbox', { name: 'آدرس سایت' }).fill(`e2e-${suffix}.ir`);
    await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await page.getByRole('textbox', { name: 'توضیحات (اختیاری)' }).fill('نمونه کاری برای آزمون پنل مدیریت');
    await page.locator('input[type=file][name=image]').setInputFiles(PNG);
    const { plans } = await adminGraphql<{ plans: { id: number; title: string }[] }>(page, '{ plans { id title } }');
    const [firstPlan, secondPlan] = plans;
    await choosePlans(page, [firstPlan.title]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-work-sample-add-filled');
    await page.getByRole('button', { name: 'افزودن نمونه کار' }).click();

    await expect(page.getByText('نمونه کار افزوده شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/work-samples\/add$/);
    await expect(page.getByRole('textbox', { name: 'آدرس سایت' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'توضیحات (اختیاری)' })).toHaveValue('');
    await expect(page.getByText(PNG.name)).toHaveCount(0);
    await expect(planSelect(page)).not.toContainText(firstPlan.title);

    await dismissSnackbars(page);
    await page.getByRole('link', { name: 'بازگشت به نمونه کارها' }).click();
    const row = rows(page).first();
    await expect(row.getByRole('heading', { name: title })).toBeVisible();
    await expect(row).toContainText('غیرفعال');
    await expect(row).toContainText('نمونه کاری برای آزمون پنل مدیریت');
    await expect(row.getByRole('link', { name: `e2e-${suffix}.ir` })).toHaveAttribute('href', `https://e2e-${suffix}.ir`);
    const image = row.getByRole('img', { name: `تصویر ${title}` });
    const firstSrc = await image.getAttribute('src');
    expect(firstSrc).toMatch(/\/uploads\/work-samples\//);
    // Thumbnails load lazily: the row may start below the fold.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await row.getByRole('link', { name: `ویرایش ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/work-samples\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ویرایش نمونه کار' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'آدرس سایت' })).toHaveValue(`e2e-${suffix}.ir`);
    await expect(page.getByRole('img', { name: 'تصویر فعلی' })).toHaveAttribute('src', firstSrc!);
    await expect(planSelect(page)).toHaveText(firstPlan.title);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-work-sample-edit');

    const renamed = `نمونه ویرایش‌شده ${suffix}`;
    await page.getByRole('textbox', { name: 'عنوان' }).fill(renamed);
    await page.locator('input[type=file][name=image]').setInputFiles(OTHER_PNG);
    await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر انتخاب‌شده' })).toBeVisible();
    await choosePlans(page, [secondPlan.title]);
    await page.getByRole('checkbox', { name: /فعال/ }).check();
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(page.getByText('نمونه کار ویرایش شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/work-samples$/);

    const edited = rows(page).first();
    await expect(edited.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(edited.getByText('فعال', { exact: true })).toBeVisible();
    await expect(edited.getByRole('img', { name: `تصویر ${renamed}` })).not.toHaveAttribute('src', firstSrc!);
    await expect(rowOf(page, title)).toHaveCount(0);

    // Now active, it leads the public portfolio with both plans under it.
    await page.goto('/work-samples');
    const published = page.getByRole('article').first();
    await expect(published.getByRole('heading', { name: renamed })).toBeVisible();
    const byId = [firstPlan, secondPlan].sort((a, b) => a.id - b.id);
    await expect(published.getByRole('listitem')).toHaveText(byId.map((plan) => plan.title));
    await page.goBack();
    await expect(edited.getByRole('heading', { name: renamed })).toBeVisible();
    await dismissSnackbars(page);

    await edited.getByRole('button', { name: `حذف ${renamed}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('آیا مطمن هستنید؟');
    await dialog.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByText('نمونه کار حذف شد')).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });

  test(
    'an empty add form asks for the address, the title and the image; a refused address keeps the form',
    PHONE,
    async ({ page }, testInfo) => {
      const title = `نمونه رد شده ${suffix}`;
      await page.goto('/admin/work-samples/add');
      await page.getByRole('button', { name: 'افزودن نمونه کار' }).click();
      await expect(page.getByText('آدرس سایت را وارد کنید')).toBeVisible();
      await expect(page.getByText('عنوان را وارد کنید')).toBeVisible();
      await expect(page.getByText('تصویر نمونه کار را انتخاب کنید')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'admin-work-sample-add-errors');

      await page.getByRole('textbox', { name: 'آدرس سایت' }).fill('not a domain');
      await page.getByRole('textbox', { name: 'عنوان' }).fill(title);
      await page.locator('input[type=file][name=image]').setInputFiles(PNG);
      await page.getByRole('button', { name: 'افزودن نمونه کار' }).click();
      await expect(page.getByText('نام دامنه معتبر نیست؛ مثل test.ir وارد کنید').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveValue(title);
      await expect(page.getByRole('textbox', { name: 'آدرس سایت' })).toHaveValue('not a domain');
      await expect(page.getByText(PNG.name)).toBeVisible();
    },
  );

  test('an unknown work sample says so instead of showing an empty form', async ({ page }) => {
    await page.goto('/admin/work-samples/edit/999999');
    await expect(page.getByText('این نمونه کار پیدا نشد.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان' })).toHaveCount(0);
  });
});
