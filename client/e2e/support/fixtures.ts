import { test as base, expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/**
 * Every page test also fails when the page logs a console error or throws: a visitor would
 * not see it, but it is a defect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each worker's own server (playwright.config.ts): the first listens on E2E_PORT, the next one above.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    const url = new URL(baseURL!);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await provide(url.origin);
  },
  // A server-rendered page shows before its code runs; a test, like a visitor, acts once it has hydrated.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForFunction(() => !document.getElementById('server-state') || document.documentElement.dataset.hydrated === 'true');
      }
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page answered with 404 (an unknown address) or 422 (a form posted without JavaScript, shown
      // again with its messages) is the expected outcome, not an error of the page.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if ([404, 422].includes(response.status()) && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource') && notFoundPages.has(message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has taken over the element (attached its handlers): a section deferred until
 * it comes near the screen hydrates after the page does. Before that, a click on its form posts it
 * without JavaScript, which the no-JavaScript tests cover.
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/**
 * Marks a test about the phone layout (what a 390 px screen shows differently, fits or scrolls):
 * the phone project runs these, the desktop project every test.
 */
export const PHONE = { tag: '@phone' };

/** The phone project runs at 390 px. */
export const isPhone = (width: number | undefined) => (width ?? 1280) < 600;

/**
 * Moves to `path` inside the app, without a page load (as a click on one of its links does), once
 * the page has hydrated: what the browser renders itself, with its own loading states.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Saves a screenshot for a person to look at, unless E2E_SCREENSHOTS=off (CI, where nobody looks):
 * a full-page shot costs the browser a render and a PNG encoding of the whole page, and asserts nothing.
 */
export async function saveScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot(options);
}
