import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';

const SITE = 'سایت‌ساز کسب‌وکار';

/** The head of a page: a Persian title, and the canonical link and og:title that go with it. */
async function expectSeo(page: Page, title: string, path: string) {
  await expect(page).toHaveTitle(title);
  expect(await page.title()).toMatch(/[\u0600-\u06FF]/);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('about page', () => {
  test('tells the company story with Persian years', PHONE, async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'درباره ما' })).toBeVisible();
    await expectSeo(page, `درباره ما | ${SITE}`, '/about');

    const timeline = page.getByRole('list', { name: 'رویدادهای مهم مجموعه' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    for (const [index, [year, title]] of [
      ['۱۳۹۳', 'ثبت شرکت'],
      ['۱۳۹۷', 'راه‌اندازی برند'],
      ['۱۴۰۰', 'شرکت خلاق'],
    ].entries()) {
      const item = timeline.getByRole('listitem').nth(index);
      await expect(item.getByText(year, { exact: true })).toBeVisible();
      await expect(item.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'دارنده گواهی ثبت اختراع' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'اهداف سرویس سایت‌ساز' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('lists the branch features and the theme count', async ({ page }) => {
    await page.goto('/about');
    const features = page.getByTestId('branch-features');
    await expect(features.getByRole('listitem')).toHaveCount(6);
    for (const claim of [
      '۳۶۵ روز اعتبار',
      '۳۰ آگهی یا محتوا در ماه',
      'ویرایش نامحدود آگهی‌ها',
      'گالری تصاویر',
      'قیمت و تخفیف برای هر آگهی',
      '۳۶۵ روز پشتیبانی',
    ]) {
      const card = features.getByRole('heading', { name: claim, exact: true });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'بیش از ۳۰ قالب آماده' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'مشاهده قالب‌ها' }).click();
    await expect(page).toHaveURL(/\/themes$/);
  });

  test('the order button opens the request form', async ({ page }) => {
    await page.goto('/about');
    const order = page.getByRole('main').getByRole('button', { name: 'ثبت درخواست طراحی سایت' });
    await order.scrollIntoViewIfNeeded();
    await order.click();
    const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('نام و نام خانوادگی')).toBeVisible();
    await expect(dialog.getByLabel('شماره موبایل')).toBeVisible();
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('404 page', () => {
  test('an unknown address shows the Persian 404 and is not indexed', PHONE, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeVisible();
    const digits = page.getByText('۴۰۴', { exact: true });
    await expect(digits).toBeVisible();
    // Large text: at least 3:1 against the page (WCAG 1.4.3).
    const ratio = await digits.evaluate((el) => {
      const luminance = (css: string) => {
        const [r, g, b] = css
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map((v) => {
            const c = Number(v) / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [a, b] = [luminance(getComputedStyle(el).color), luminance(getComputedStyle(document.body).backgroundColor)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(`صفحه پیدا نشد | ${SITE}`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A page that does not exist names no canonical address of its own.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  for (const [name, path] of [
    ['صفحه اصلی', '/'],
    ['قالب‌ها', '/themes'],
    ['تعرفه‌ها', '/plans'],
  ] as const) {
    test(`the «${name}» link leads to ${path}`, async ({ page }) => {
      await page.goto('/some/missing/page');
      const link = page.getByRole('navigation', { name: 'پیوندهای پیشنهادی' }).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toHaveCount(0);
      // The page left behind must not leave its noindex on the next one.
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    });
  }
});
