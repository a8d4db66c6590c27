import type { Page, Route } from '@playwright/test';
import { expect, navigateInApp, PHONE, test } from './support/fixtures';

/*
 * The seeded portfolio: 12 active samples, newest first, 9 a page. Page 1 starts with
 * نانوایی سحر; page 2 holds the last three (برق‌آسا, گلپر, عسل کوهستان).
 */
const items = (page: Page) => page.getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'صفحه‌بندی' });

test.describe('work samples page', () => {
  test('page 1, then page 2 through the pager', async ({ page }) => {
    await page.goto('/work-samples');
    await expect(page).toHaveTitle(/نمونه کارها/);
    await expect(page.getByRole('heading', { level: 1, name: 'نمونه کارها' })).toBeVisible();
    await expect(items(page)).toHaveCount(9);
    await expect(items(page).first().getByRole('heading', { name: 'نانوایی سحر' })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'صفحه ۱' })).toHaveAttribute('aria-current', 'page');

    await pager(page).getByRole('link', { name: 'صفحه ۲' }).click();
    await expect(page).toHaveURL(/\/work-samples\?page=2$/);
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'تعمیرات لوازم خانگی برق‌آسا' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'نانوایی سحر' })).toHaveCount(0);
    await expect(pager(page).getByRole('link', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('button', { name: 'بعدی' })).toBeDisabled();

    await pager(page).getByRole('link', { name: 'قبلی' }).click();
    await expect(page).toHaveURL(/\/work-samples$/);
    await expect(items(page)).toHaveCount(9);
  });

  test('?page=2 opens the second page directly', async ({ page }) => {
    await page.goto('/work-samples?page=2');
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'عسل طبیعی کوهستان' })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  });

  test('each sample shows its image, domain without the scheme linked with https://, and its plans', PHONE, async ({ page }) => {
    await page.goto('/work-samples');
    await expect(items(page)).toHaveCount(9);

    const bakery = items(page).filter({ hasText: 'نانوایی سحر' });
    await expect(bakery.getByRole('img', { name: /نانوایی سحر/ })).toHaveAttribute('src', /work-samples\/1\.webp$/);
    // Stored without a scheme: https:// is added to the link only.
    const bakeryLink = bakery.getByRole('link', { name: 'nanvayi-sahar.ir' });
    await expect(bakeryLink).toHaveAttribute('href', 'https://nanvayi-sahar.ir');
    await expect(bakeryLink).toHaveAttribute('target', '_blank');
    await expect(bakery.getByRole('listitem')).toHaveText(['سایت غیر فروشگاهی']);

    // Stored with https://: the label drops it and the link is not doubled.
    const carpets = items(page).filter({ hasText: 'فرش دستباف ابریشم' });
    const carpetLink = carpets.getByRole('link', { name: 'farsh-abrisham.ir', exact: true });
    await expect(carpetLink).toHaveText('farsh-abrisham.ir');
    await expect(carpetLink).toHaveAttribute('href', 'https://farsh-abrisham.ir');
    await expect(carpets.getByRole('listitem')).toHaveText(['سایت سفارشی']);

    for (const link of await page.getByRole('article').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\.ir$/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).not.toHaveText(/https?:/);
    }
  });

  test('shows placeholders while loading', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'PublicWorkSamples') await released;
      await route.continue();
    });
    await page.goto('/about');
    await navigateInApp(page, '/work-samples');
    await expect(page.getByRole('status').filter({ hasText: 'در حال بارگذاری نمونه کارها' })).toBeAttached();
    await expect(items(page)).toHaveCount(0);
    release();
    await expect(items(page)).toHaveCount(9);
    await expect(page.getByText('در حال بارگذاری نمونه کارها')).toHaveCount(0);
  });

  test('a page past the last is a 404; in the browser it shows the empty portfolio', async ({ page }) => {
    const response = await page.goto('/work-samples?page=7');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'نمونه کارها' })).toBeVisible();
    await expect(page.getByText('هیچ نمونه کاری موجود نیست.')).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  });

  test('the back button returns to the home page', async ({ page }) => {
    await page.goto('/work-samples?page=2');
    await expect(items(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
