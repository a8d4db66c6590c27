import { expect, saveScreenshot, test } from './support/fixtures';

/** Every link a visitor meets leads somewhere real, and each page says honestly what it is. */
test.describe('links and page facts', () => {
  test('no placeholder address in any public page, its structured data included', async ({ request }) => {
    const paths = ['/', '/about', '/themes', '/plans', '/work-samples', '/work-samples?page=2', '/guide', '/guide/wordpress/create-post'];
    paths.push(
      '/themes/1',
      '/themes/1/demo',
      '/order',
      '/order?theme=1&plan=2',
      '/order/sent',
      '/themes?category=2',
      '/plans?features=all',
    );
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('example.com');
      expect(html, path).not.toMatch(/https:\/\/(www\.)?instagram\.com\/?["<]/);
    }
    // The 404 page carries the same header and footer.
    const notFound = await request.get('/no-such-page');
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).not.toContain('example.com');
  });

  test('a theme card opens the demo the site serves itself, framing its desktop and phone views', async ({ page }, testInfo) => {
    await page.goto('/themes');
    const demo = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^مشاهده دمو/ });
    await expect(demo).toHaveAttribute('href', /^\/themes\/\d+\/demo$/);
    await page.goto((await demo.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: /^دموی / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^نمای دسکتاپ/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^نمای موبایل/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'سفارش این قالب' })).toHaveAttribute('href', '/order');
    await saveScreenshot(page, { path: testInfo.outputPath('theme-demo-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, { path: testInfo.outputPath('theme-demo-390.png'), fullPage: true });

    expect((await page.request.get('/themes/99999/demo')).status()).toBe(404);
  });

  test('the footer links to the guides', async ({ page }) => {
    await page.goto('/plans');
    await page.getByRole('contentinfo').getByRole('link', { name: 'راهنمای استفاده از سایت' }).click();
    await expect(page).toHaveURL(/\/guide$/);
  });

  test('a filtered catalogue is canonical to /themes and lists what it shows; a later portfolio page has its own title', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/themes?category=2');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/themes`);
    const itemLists = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')).filter((d) => d['@type'] === 'ItemList'));
    expect(itemLists.map((list) => list.numberOfItems)).toEqual([4]);

    await page.goto('/work-samples?page=2');
    await expect(page).toHaveTitle(/صفحه ۲/);
  });
});
