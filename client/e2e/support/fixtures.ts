import { test as base, expect } from '@playwright/test';

/**
 * Every page test also fails when the page logs a console error or throws: a visitor would
 * not see it, but it is a defect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The phone project runs at 390 px. */
export const isPhone = (width: number | undefined) => (width ?? 1280) < 600;
