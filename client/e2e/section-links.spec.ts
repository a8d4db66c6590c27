import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { axe } from './support/axe';

/** The section's top, below the sticky header (69 px) and on screen, and the section focused. */
async function expectSectionInView(page: Page, id: string) {
  await expect
    .poll(() => page.evaluate((section) => document.getElementById(section)?.getBoundingClientRect().top ?? -1, id), { timeout: 8000 })
    .toBeGreaterThanOrEqual(69);
  await expect
    .poll(() => page.evaluate((section) => document.getElementById(section)?.getBoundingClientRect().top ?? -1, id))
    .toBeLessThan(200);
  await expect(page.locator(`#${id}`)).toBeFocused();
}

test.describe('links to the home page sections', () => {
  test('the header scrolls to the plans from the top and to the contact block from mid-page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'منوی اصلی' });
    await nav.getByRole('link', { name: 'تعرفه‌ها' }).click();
    await expect(page).toHaveURL(/\/#plan$/);
    await expectSectionInView(page, 'plan');

    await page.evaluate(() => window.scrollTo(0, 1000));
    await nav.getByRole('link', { name: 'تماس با ما' }).click();
    await expect(page).toHaveURL(/\/#contact_us$/);
    // Below the lazily loaded work samples, which arrive while the page scrolls past them.
    await expectSectionInView(page, 'contact_us');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact_us :focus')).toHaveCount(1);
  });

  test('jumps without animation when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'تعرفه‌ها' }).click();
    // No waiting: an instant scroll has landed by the time the click has been handled.
    const top = await page.evaluate(() => document.getElementById('plan')!.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    expect(top).toBeGreaterThanOrEqual(69);
  });

  test('the phone menu is named, closes and scrolls to the section', PHONE, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    const drawer = page.getByRole('dialog', { name: 'منوی سایت' });
    await expect(drawer).toBeVisible();
    const found = await axe(page, '[role="dialog"]');
    expect(found.violations.map((violation) => violation.id)).toEqual([]);

    await drawer.getByRole('link', { name: 'تعرفه‌ها' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/#plan$/);
    await expectSectionInView(page, 'plan');

    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
    await page.getByRole('dialog', { name: 'منوی سایت' }).getByRole('link', { name: 'تماس با ما' }).click();
    await expectSectionInView(page, 'contact_us');
  });

  test('a section link from another page still lands on the section', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'تعرفه‌ها' }).click();
    await expect(page).toHaveURL(/\/#plan$/);
    await expectSectionInView(page, 'plan');
  });
});
