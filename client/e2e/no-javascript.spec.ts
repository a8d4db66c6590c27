import { expect, PHONE, saveScreenshot, test } from './support/fixtures';
import { storedPlanTitles } from './support/admin';

/*
 * The public site before (or without) its code: what the server renders is usable on its own.
 * Seeded data: category شرکتی has 4 of the 32 themes; 12 work samples, 9 a page; 64 feature rows, 5 shown folded.
 */
test.use({ javaScriptEnabled: false });

test.describe('the site without JavaScript', () => {
  test('filters the catalogue and pages the work samples through real links', async ({ page }) => {
    await page.goto('/themes');
    await expect(page.getByRole('article')).toHaveCount(32);
    const categories = page.getByRole('group', { name: 'دسته‌بندی' });
    await categories.getByRole('link', { name: 'شرکتی', exact: true }).click();
    await expect(page).toHaveURL(/\/themes\?category=\d+$/);
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(categories.getByRole('link', { name: 'شرکتی', exact: true })).toHaveAttribute('aria-current', 'true');
    // The chosen chip again clears its group, as a click does with the code running.
    await categories.getByRole('link', { name: 'شرکتی', exact: true }).click();
    await expect(page).toHaveURL(/\/themes$/);

    await page.goto('/work-samples');
    await expect(page.getByRole('article')).toHaveCount(9);
    await page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحه ۲' }).click();
    await expect(page).toHaveURL(/\/work-samples\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('expands the plan table through its link', async ({ page }) => {
    await page.goto('/plans');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'نمایش همه' }).click();
    await expect(page).toHaveURL(/\/plans\?features=all$/);
    await expect(rows).toHaveCount(64);
    await expect(page.getByRole('button', { name: 'بستن' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a plan chosen in the comparison is ordered with that plan', async ({ page }) => {
    const phone = `0937${String(Date.now()).slice(-7)}`;
    await page.goto('/plans');
    await page.getByRole('button', { name: 'سفارش این پلن، سایت فروشگاهی', exact: true }).click();
    await expect(page).toHaveURL(/\/order\?plan=\d+$/);
    await page.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill('مریم احمدی');
    await page.getByRole('textbox', { name: /شماره موبایل/ }).fill(phone);
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(page).toHaveURL(/\/order\/sent\?ref=\d{10}$/);
    expect(await storedPlanTitles(page, phone)).toEqual(['سایت فروشگاهی']);
  });

  test('sends an order from the header: errors come back with what was typed, success lands on its own page', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'ثبت سفارش' }).click();
    await expect(page).toHaveURL(/\/order$/);
    const name = page.getByRole('textbox', { name: /نام و نام خانوادگی/ });
    const phone = page.getByRole('textbox', { name: /شماره موبایل/ });
    await expect(name).toBeEditable();

    await phone.fill('0912');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(page.getByText('نام و نام خانوادگی الزامی است')).toBeVisible();
    await expect(page.getByText('شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید')).toBeVisible();
    await expect(phone).toHaveValue('0912');

    await name.fill('مریم احمدی');
    await phone.fill('۰۹۱۲۳۴۵۶۷۸۹');
    await page.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(page).toHaveURL(/\/order\/sent\?ref=\d{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'درخواست شما ثبت شد' })).toBeVisible();
    await saveScreenshot(page, { path: testInfo.outputPath('order-sent.png'), fullPage: true });
  });

  test('the phone menu opens and leads to a page', PHONE, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/work-samples');
    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    const menu = page.locator('#site-menu-fallback');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'قالب‌ها' }).click();
    await expect(page).toHaveURL(/\/themes$/);
  });
});
