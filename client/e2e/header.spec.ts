import { expect, isPhone, PHONE, saveScreenshot, test } from './support/fixtures';

test.describe('site header', () => {
  test('becomes sticky after scrolling more than 70 px and stays on screen', PHONE, async ({ page }) => {
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

  test('shows the navigation: inline on desktop, behind the menu button on a phone', PHONE, async ({ page }, testInfo) => {
    await page.goto('/plans');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'باز کردن منو' });
    const labels = ['درباره ما', 'تماس با ما', 'تعرفه‌ها', 'قالب‌ها', 'نمونه کارها'];

    if (!isPhone(testInfo.project.use.viewport?.width)) {
      await expect(menuButton).toBeHidden();
      const nav = header.getByRole('navigation', { name: 'منوی اصلی' });
      for (const label of labels) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'تعرفه‌ها' })).not.toHaveAttribute('aria-current');
      await nav.getByRole('link', { name: 'قالب‌ها' }).click();
      await expect(nav.getByRole('link', { name: 'قالب‌ها' })).toHaveAttribute('aria-current', 'page');
      // Focus moves to the new page's heading, as a page load would start a screen reader there.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the phone menu has the brand, a close button, the current page marked and the order button', PHONE, async ({ page }, testInfo) => {
    await page.goto('/work-samples');
    if (!isPhone(testInfo.project.use.viewport?.width)) {
      // On a wide screen the same links sit in the header, the current one marked, beside the order button.
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'منوی اصلی' });
      await expect(nav.getByRole('link', { name: 'نمونه کارها' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' })).toBeHidden();
      return;
    }
    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.locator('#site-menu') });
    await expect(drawer.getByRole('link', { name: 'سایت‌ساز کسب‌وکار' })).toBeVisible();
    const current = drawer.getByRole('link', { name: 'نمونه کارها' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'قالب‌ها' })).not.toHaveAttribute('aria-current');
    await saveScreenshot(page, { path: testInfo.outputPath('phone-menu.png') });

    await drawer.getByRole('button', { name: 'بستن منو' }).click();
    await expect(page.locator('#site-menu')).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    await drawer.getByRole('button', { name: 'ثبت سفارش' }).click();
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'درخواست طراحی سایت' })).toBeVisible();
  });

  test('keyboard focus shows a ring of at least 2 px on links and buttons', async ({ page }) => {
    await page.goto('/about');
    const outlines: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      outlines.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          return `${el.tagName} ${style.outlineStyle} ${parseFloat(style.outlineWidth)}`;
        }),
      );
    }
    for (const outline of outlines) {
      const [, style, width] = outline.split(' ');
      expect(style, outline).toBe('solid');
      expect(Number(width), outline).toBeGreaterThanOrEqual(2);
    }
  });

  test('nothing in the header overflows the screen', PHONE, async ({ page }) => {
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
