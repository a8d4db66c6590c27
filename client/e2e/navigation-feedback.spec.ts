import type { Page } from '@playwright/test';
import { expect, navigateInApp, PHONE, test } from './support/fixtures';

const LOADING = 'در حال بارگذاری صفحه';

/** Holds back the page's code chunk (its file name starts with `chunk`) by `ms` once fetched. */
async function slowChunk(page: Page, chunk: string, ms: number): Promise<void> {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Counts every progress bar that appears from now on, however briefly. */
async function countBars(page: Page): Promise<void> {
  await page.evaluate((label) => {
    const seen = window as unknown as { bars: number };
    seen.bars = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.getAttribute('aria-label') === label) seen.bars += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, LOADING);
}

const barsSeen = (page: Page) => page.evaluate(() => (window as unknown as { bars: number }).bars);

test.describe('moving between public pages', () => {
  // The bar's motion is what these tests look at; the config asks for reduced motion elsewhere.
  test.use({ reducedMotion: 'no-preference' });

  test('a slow page shows a thin bar over the old one; then its heading has focus and its title is announced', PHONE, async ({ page }) => {
    await page.goto('/');
    await countBars(page);
    await slowChunk(page, 'themes-page', 1500);
    const bar = page.getByRole('progressbar', { name: LOADING });
    const announcer = page.locator('[aria-live="polite"]');

    await navigateInApp(page, '/themes');
    await expect(bar).toBeVisible();
    // The old page stays while the new one loads; the bar is a thin line across the top.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید');
    const box = (await bar.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThanOrEqual(4);
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(await bar.locator('[data-bar]').evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');

    const heading = page.getByRole('heading', { level: 1, name: 'قالب‌های سایت' });
    await expect(heading).toBeFocused();
    await expect(bar).toBeHidden();
    await expect(announcer).toHaveText(await page.title());
    expect(await page.title()).toContain('قالب');

    // A page whose code and data are already here arrives without a bar flashing.
    const before = await barsSeen(page);
    await navigateInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید' })).toBeFocused();
    await expect(announcer).toHaveText(await page.title());
    expect(await barsSeen(page)).toBe(before);

    // Asked for less motion, the bar stands still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await slowChunk(page, 'plans-page', 1500);
    await navigateInApp(page, '/plans');
    await expect(bar).toBeVisible();
    expect(await bar.locator('[data-bar]').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(page.getByRole('heading', { level: 1, name: 'تعرفه‌های طراحی سایت' })).toBeFocused();
    await expect(announcer).toHaveText(await page.title());
    expect(await page.title()).toContain('تعرفه');
  });
});
