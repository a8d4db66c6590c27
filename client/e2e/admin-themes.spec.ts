import type { Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, PNG, screenshot, signIn, unique, dismissSnackbars } from './support/admin';
import { expect, PHONE, test } from './support/fixtures';

/*
 * The seeded catalogue holds 32 themes (sort 1..32, codes 1..32; code 1 is قالب فروشگاهی نارون).
 * Tests add their own themes with a unique suffix and remove them afterwards, so the public
 * catalogue specs running on the same database still see exactly the seeded 32.
 */
const rows = (page: Page) => page.getByTestId('admin-theme');
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const OTHER_IMAGE = { ...PNG, name: 'mobile.png' };

let suffix = '';

test.beforeEach(async ({ page }, testInfo) => {
  suffix = unique(testInfo);
  await signIn(page);
});

test.afterEach(async ({ page }) => {
  const { themes } = await adminGraphql<{ themes: { id: number; title: string }[] }>(page, '{ themes { id title } }');
  for (const theme of themes.filter((t) => t.title.includes(suffix))) {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteTheme(id: $id) { id } }', { id: theme.id });
  }
});

/**
 * Snackbars sit at the bottom centre for 4 s; on a phone they cover the button a person would
 * press next, so the test waits for them to go, as the person would.
 */
async function choose(page: Page, select: string, options: string[]) {
  await page.getByRole('combobox', { name: select }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  // The menu fades out; the form is usable (and screenshots are clean) once it has gone.
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

test.describe('admin themes', () => {
  test('lists the seeded themes in display order, readable at this width', PHONE, async ({ page }, testInfo) => {
    await page.goto('/admin/themes/all');
    await expect(page).toHaveTitle(/قالب‌ها/);
    await expect(page.getByRole('heading', { level: 1, name: 'قالب‌ها' })).toBeVisible();
    await expect(rows(page)).toHaveCount(32);

    const first = rows(page).first();
    await expect(first.getByRole('heading', { name: 'قالب فروشگاهی نارون' })).toBeVisible();
    await expect(first).toContainText('کد قالب: ۱');
    await expect(first.getByRole('img', { name: 'تصویر قالب قالب فروشگاهی نارون' })).toHaveAttribute('src', /1-desktop/);
    const demo = first.getByRole('link', { name: '/themes/1/demo' });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', /noopener/);
    await expect(first.getByRole('textbox', { name: 'ترتیب نمایش قالب فروشگاهی نارون' })).toHaveValue('۱');
    await expect(first.getByRole('link', { name: 'ویرایش قالب فروشگاهی نارون' })).toHaveAttribute('href', '/admin/themes/edit-theme/1');
    await expect(page.getByRole('link', { name: 'افزودن قالب' })).toHaveAttribute('href', '/admin/themes/add-theme');

    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-themes-list');
  });

  test('adds a theme with images, plans and categories, moves it first, then renames it', async ({ page }, testInfo) => {
    const title = `قالب آزمایشی ${suffix}`;
    await page.goto('/admin/themes/all');
    await page.getByRole('link', { name: 'افزودن قالب' }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/add-theme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن قالب' })).toBeVisible();

    await page.getByRole('textbox', { name: 'عنوان قالب' }).fill(title);
    await page.getByRole('textbox', { name: 'لینک دمو' }).fill(`https://demo.example.com/e2e/${suffix}`);
    await page.getByRole('textbox', { name: 'توضیح کوتاه' }).fill('قالبی برای آزمون پنل مدیریت');
    await page.getByRole('textbox', { name: 'توضیحات کامل (اختیاری)' }).fill('توضیح بلندتر قالب آزمایشی');
    await page.locator('input[type=file][name=image]').setInputFiles(PNG);
    await page.locator('input[type=file][name=mobileImage]').setInputFiles(OTHER_IMAGE);
    await choose(page, 'پلن‌ها', ['سایت فروشگاهی', 'سایت سفارشی']);
    await choose(page, 'دسته‌بندی‌ها', ['شرکتی']);
    await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر انتخاب‌شده' })).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-theme-add-filled');

    await page.getByRole('button', { name: 'افزودن قالب' }).click();
    await expect(page.getByText('قالب افزوده شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/all$/);

    // A new theme goes last; its image is the uploaded one and it loads.
    await expect(rows(page)).toHaveCount(33);
    const row = rowOf(page, title);
    await expect(rows(page).last()).toContainText(title);
    await expect(row).toContainText('قالبی برای آزمون پنل مدیریت');
    const image = row.getByRole('img', { name: `تصویر قالب ${title}` });
    await expect(image).toHaveAttribute('src', /\/uploads\/themes\//);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(row).toContainText(/کد قالب: [۰-۹]+/);
    await dismissSnackbars(page);

    // A position below 0 is refused by the server: its message shows under the input.
    const sort = row.getByRole('textbox', { name: `ترتیب نمایش ${title}` });
    await sort.fill('-۱');
    await row.getByRole('button', { name: `ثبت ترتیب ${title}` }).click();
    await expect(row.getByText('ترتیب نمایش نباید کمتر از ۰ باشد')).toBeVisible();
    await dismissSnackbars(page);

    // Persian digits are accepted; position 0 puts it before every seeded theme.
    await sort.fill('۰');
    await row.getByRole('button', { name: `ثبت ترتیب ${title}` }).click();
    await expect(page.getByText('ترتیب قالب ذخیره شد')).toBeVisible();
    await expect(rows(page).first()).toContainText(title);
    await page.reload();
    await expect(rows(page).first().getByRole('heading', { name: title })).toBeVisible();
    await expect(
      rows(page)
        .first()
        .getByRole('textbox', { name: `ترتیب نمایش ${title}` }),
    ).toHaveValue('۰');
    await dismissSnackbars(page);

    // The edit form starts from what was saved, plans and categories included.
    await rowOf(page, title)
      .getByRole('link', { name: `ویرایش ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/themes/edit-theme/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'ویرایش قالب' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان قالب' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'لینک دمو' })).toHaveValue(`https://demo.example.com/e2e/${suffix}`);
    await expect(page.getByRole('combobox', { name: 'پلن‌ها' })).toContainText('سایت فروشگاهی');
    await expect(page.getByRole('combobox', { name: 'پلن‌ها' })).toContainText('سایت سفارشی');
    await expect(page.getByRole('combobox', { name: 'دسته‌بندی‌ها' })).toContainText('شرکتی');
    await expect(page.getByRole('img', { name: 'تصویر فعلی' })).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-theme-edit');

    const renamed = `قالب ویرایش‌شده ${suffix}`;
    await page.getByRole('textbox', { name: 'عنوان قالب' }).fill(renamed);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(page.getByText('قالب ویرایش شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/all$/);
    await expect(rows(page).first().getByRole('heading', { name: renamed })).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);
  });

  test('an empty add form asks for the title, the demo link and the image in Persian', PHONE, async ({ page }, testInfo) => {
    await page.goto('/admin/themes/add-theme');
    await expect(page.getByText('نشانی کامل با https، یا مسیری از همین سایت')).toBeVisible();
    await page.getByRole('button', { name: 'افزودن قالب' }).click();
    await expect(page.getByText('عنوان قالب را وارد کنید')).toBeVisible();
    await expect(page.getByText('لینک دمو را وارد کنید')).toBeVisible();
    await expect(page.getByText('تصویر قالب را انتخاب کنید')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/add-theme$/);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-theme-add-errors');
  });

  test('an unknown theme code says so instead of showing an empty form', async ({ page }) => {
    await page.goto('/admin/themes/edit-theme/999999');
    await expect(page.getByText('این قالب پیدا نشد.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'عنوان قالب' })).toHaveCount(0);
  });

  test('a link the server refuses shows its message under the link and keeps what was typed and chosen', async ({ page }) => {
    const title = `قالب رد شده ${suffix}`;
    await page.goto('/admin/themes/add-theme');
    await page.getByRole('textbox', { name: 'عنوان قالب' }).fill(title);
    await page.getByRole('textbox', { name: 'لینک دمو' }).fill('http://demo.example.com/insecure');
    await page.locator('input[type=file][name=image]').setInputFiles(PNG);
    await choose(page, 'پلن‌ها', ['سایت فروشگاهی']);
    await page.getByRole('button', { name: 'افزودن قالب' }).click();

    await expect(page.getByText('لینک دمو باید نشانی کامل با https یا مسیری از همین سایت باشد').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/themes\/add-theme$/);
    await expect(page.getByRole('textbox', { name: 'عنوان قالب' })).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: 'پلن‌ها' })).toContainText('سایت فروشگاهی');
    await expect(page.getByText(PNG.name)).toBeVisible();
    await dismissSnackbars(page);

    // Corrected, the same form saves with the file it kept.
    await page.getByRole('textbox', { name: 'لینک دمو' }).fill('https://demo.example.com/secure');
    await page.getByRole('button', { name: 'افزودن قالب' }).click();
    await expect(page.getByText('قالب افزوده شد')).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(1);
  });
});
