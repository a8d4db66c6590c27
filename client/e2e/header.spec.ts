import { expect, isPhone, test } from './support/fixtures';

test.describe('site header', () => {
  test('becomes sticky after scrolling more than 70 px and stays on screen', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');

    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute('data-sticky', 'false');

    // The home page grows as its lazy sections arrive; until then it may not scroll that far.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 900));
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(70);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // Still at the top of the viewport, far down the page.
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThanOrEqual(1);
    await expect(header.getByRole('button', { name: 'ثبت سفارش' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('shows the navigation: inline on desktop, behind the menu button on a phone', async ({ page }, testInfo) => {
    await page.goto('/plans');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'باز کردن منو' });
    const labels = ['درباره ما', 'تماس با ما', 'تعرفه‌ها', 'قالب‌ها', 'نمونه کارها'];

    if (!isPhone(testInfo.project.use.viewport?.width)) {
      await expect(menuButton).toBeHidden();
      const nav = header.getByRole('navigation', { name: 'منوی اصلی' });
      for (const label of labels) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      return;
    }

    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'قالب‌ها' })).toBeHidden();
    await menuButton.click();
    const nav = page.locator('#site-menu');
    await expect(nav).toBeVisible();
    for (const label of labels) await expect(nav.getByRole('link', { name: label })).toBeVisible();

    await nav.getByRole('link', { name: 'قالب‌ها' }).click();
    await expect(page).toHaveURL(/\/themes$/);
    await expect(nav).toBeHidden();
  });

  test('nothing in the header overflows the screen', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.width).toBeLessThanOrEqual(width);
    for (const button of await header.getByRole('button').filter({ visible: true }).all()) {
      const b = (await button.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
  });
});
