import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, PHONE, test } from './support/fixtures';

const carousel = (page: Page) => page.locator('[aria-roledescription="کاروسل"]');
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="اسلاید"]');

/** The home page renders its data sections when they come near; scroll down until this one exists. */
async function scrollUntilAttached(page: Page, target: Locator) {
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.7)));
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
}

/**
 * The labels ("۱ از ۱۲") of the slides whose card lies wholly inside the carousel's viewport
 * (a slide's box also holds the gap to its neighbour).
 */
async function visibleSlides(page: Page): Promise<string[]> {
  return carousel(page).evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[aria-roledescription="اسلاید"]')]
      .filter((slide) => {
        const box = slide.querySelector('article')!.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

test.describe('home page work-samples carousel', () => {
  test('shows 3 slides on a large screen, 1 on a phone, and the next button moves it', PHONE, async ({ page }) => {
    await page.goto('/');
    await scrollUntilAttached(page, carousel(page));
    await expect(slides(page)).toHaveCount(12);
    const perView = isPhone(page.viewportSize()?.width) ? 1 : 3;

    // Right to left: the first sample sits at the right edge.
    await expect.poll(() => visibleSlides(page)).toEqual(['۱ از ۱۲', '۲ از ۱۲', '۳ از ۱۲'].slice(0, perView));
    const frame = (await carousel(page).boundingBox())!;
    const first = (await slides(page).first().getByRole('article').boundingBox())!;
    expect(Math.abs(first.x + first.width - (frame.x + frame.width))).toBeLessThan(2);

    const previous = page.getByRole('button', { name: 'نمونه کار قبلی' });
    const next = page.getByRole('button', { name: 'نمونه کار بعدی' });
    await expect(previous).toBeDisabled();
    // Centred, so the sticky header cannot sit over the button.
    await next.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await next.click();
    await expect.poll(() => visibleSlides(page)).toEqual(['۲ از ۱۲', '۳ از ۱۲', '۴ از ۱۲'].slice(0, perView));
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect.poll(() => visibleSlides(page)).toEqual(['۱ از ۱۲', '۲ از ۱۲', '۳ از ۱۲'].slice(0, perView));
  });

  test('each slide shows a sample and the view-all link opens the work samples page', async ({ page }) => {
    await page.goto('/');
    await scrollUntilAttached(page, slides(page));
    const first = slides(page).first();
    await expect(first.getByRole('heading', { name: 'نانوایی سحر' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'nanvayi-sahar.ir' })).toHaveAttribute('href', 'https://nanvayi-sahar.ir');
    await page.getByRole('link', { name: 'مشاهده همه نمونه کارها' }).click();
    await expect(page).toHaveURL(/\/work-samples$/);
    await expect(page.getByRole('heading', { level: 1, name: 'نمونه کارها' })).toBeVisible();
  });
});
