import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';

const SITE = 'سایت‌ساز کسب‌وکار';
const PERSIAN = /[\u0600-\u06FF]/;
const fa = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

const GUIDES = [
  {
    key: 'create-post',
    title: 'آموزش ایجاد نوشته در وردپرس',
    steps: 8,
    firstCaption: 'نشانی سایت خود را همراه با wp-admin در مرورگر باز کنید',
  },
  { key: 'create-product', title: 'آموزش افزودن محصول در ووکامرس', steps: 10, firstCaption: 'وارد پیشخوان وردپرس سایت فروشگاهی خود شوید.' },
  {
    key: 'edit-product',
    title: 'آموزش ویرایش محصول در ووکامرس',
    steps: 10,
    firstCaption: 'وارد پیشخوان وردپرس شوید و از منوی «محصولات» گزینه «همه محصولات» را بزنید.',
  },
] as const;

async function expectSeo(page: Page, title: string, path: string) {
  await expect(page).toHaveTitle(title);
  expect(await page.title()).toMatch(PERSIAN);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
}

/** Lazy images load only near the viewport, so each is brought into view first. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('the guide index shows three tiles that lead to the guides', PHONE, async ({ page }) => {
  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'آموزش‌ها' })).toBeVisible();
  await expectSeo(page, `آموزش‌های وردپرس و ووکامرس | ${SITE}`, '/guide');

  const tiles = page.getByRole('region', { name: 'فهرست آموزش‌ها' }).getByRole('link');
  await expect(tiles).toHaveCount(3);
  for (const [index, guide] of GUIDES.entries()) {
    const tile = tiles.nth(index);
    await expect(tile).toHaveAttribute('href', `/guide/wordpress/${guide.key}`);
    await expect(tile.getByRole('heading', { name: guide.title })).toBeVisible();
    await expect(tile.getByText(`${fa(guide.steps)} مرحله`, { exact: true })).toBeVisible();
    const image = tile.getByRole('img');
    await expect(image).toHaveAttribute('src', `/uploads/demo/guides/${guide.key}/01.webp`);
    await expect(image).toHaveAttribute('alt', PERSIAN);
    await expectLoaded(image);
  }
  await expectNoSidewaysScroll(page);

  for (const guide of GUIDES) {
    await page.goto('/guide');
    await page.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/guide/wordpress/${guide.key}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  }
});

for (const guide of GUIDES) {
  test(`${guide.key} shows its ${guide.steps} numbered steps with their screenshots`, PHONE, async ({ page }) => {
    await page.goto(`/guide/wordpress/${guide.key}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expectSeo(page, `${guide.title} | ${SITE}`, `/guide/wordpress/${guide.key}`);

    const steps = page.getByRole('list', { name: `مراحل ${guide.title}` }).getByRole('listitem');
    await expect(steps).toHaveCount(guide.steps);
    await expect(steps.first()).toContainText(guide.firstCaption);
    for (let index = 0; index < guide.steps; index++) {
      const step = steps.nth(index);
      await expect(step.getByRole('heading', { name: `مرحله ${fa(index + 1)}`, exact: true })).toBeAttached();
      await expect(step.getByRole('paragraph')).toHaveText(/[\u0600-\u06FF][\u0600-\u06FF\s«»،؛.]{20,}/);
      const image = step.getByRole('img');
      await expect(image).toHaveAttribute('src', `/uploads/demo/guides/${guide.key}/${String(index + 1).padStart(2, '0')}.webp`);
      await expect(image).toHaveAttribute('alt', new RegExp(`مرحله ${fa(index + 1)} `));
      // Stored at twice the size it is drawn at (1000 x 625), for 2x screens.
      await expect(image).toHaveAttribute('width', '2000');
      await expect(image).toHaveAttribute('height', '1250');
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      await expectLoaded(image);
    }
    await expectNoSidewaysScroll(page);
  });

  test(`${guide.key} ends with links to the other guides and back`, async ({ page }) => {
    await page.goto(`/guide/wordpress/${guide.key}`);
    const others = page.getByRole('navigation', { name: 'آموزش‌های دیگر' });
    const otherGuides = GUIDES.filter((other) => other.key !== guide.key);
    for (const other of otherGuides) {
      await expect(others.getByRole('link', { name: other.title })).toHaveAttribute('href', `/guide/wordpress/${other.key}`);
    }
    await expect(others.getByRole('link', { name: guide.title })).toHaveCount(0);

    await others.getByRole('link', { name: otherGuides[0].title }).click();
    await expect(page.getByRole('heading', { level: 1, name: otherGuides[0].title })).toBeVisible();
    // A new guide opens at its top, not where the previous one was scrolled to.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('navigation', { name: 'آموزش‌های دیگر' }).getByRole('link', { name: 'بازگشت به فهرست آموزش‌ها' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'آموزش‌ها' })).toBeVisible();
  });
}

test('an unknown guide shows the 404 page', async ({ page }) => {
  await page.goto('/guide/wordpress/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(PERSIAN);
  await page.getByRole('navigation', { name: 'پیوندهای پیشنهادی' }).getByRole('link', { name: 'صفحه اصلی' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test("a guide's screenshots come at twice their width on a 2x screen and open enlarged in a dialog", PHONE, async ({ page, browser }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/guide/wordpress/create-product');
  await page.waitForLoadState('networkidle');
  // Nothing of the enlarged view comes with the page.
  expect(scripts.filter((url) => url.includes('guide-image-dialog'))).toEqual([]);

  const firstImage = page.getByRole('main').locator('ol img').first();
  const srcset = (await firstImage.getAttribute('srcset'))!;
  expect(srcset).toContain('?w=1700 1700w');
  expect(srcset).toContain('01.webp 2000w');

  const inline = (await firstImage.boundingBox())!.width;
  // Step 1 from the keyboard: Enter opens, Esc closes, focus is back where it was.
  const zoomFirst = page.getByRole('button', { name: 'بزرگ‌نمایی تصویر مرحله ۱', exact: true });
  await zoomFirst.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'تصویر مرحله ۱ آموزش افزودن محصول در ووکامرس' });
  await expect(dialog).toBeVisible();
  const enlarged = dialog.getByRole('img');
  await expect.poll(() => enlarged.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  // Larger than on the page: on a phone wider than the screen, scrolled sideways to read.
  expect((await enlarged.boundingBox())!.width).toBeGreaterThan(inline * 1.15);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoomFirst).toBeFocused();

  // Step 2 by tap or click, closed with its button.
  const zoomSecond = page.getByRole('button', { name: 'بزرگ‌نمایی تصویر مرحله ۲', exact: true });
  await zoomSecond.scrollIntoViewIfNeeded();
  await zoomSecond.click();
  const second = page.getByRole('dialog', { name: 'تصویر مرحله ۲ آموزش افزودن محصول در ووکامرس' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'بستن' }).click();
  await expect(second).toBeHidden();
  await expect(zoomSecond).toBeFocused();

  // A 2x screen is given the copy made for it: twice the width the screenshot is shown at.
  const context = await browser.newContext({ deviceScaleFactor: 2, viewport: page.viewportSize()!, locale: 'fa-IR' });
  try {
    const sharp = await context.newPage();
    await sharp.goto(new URL('/guide/wordpress/create-product', page.url()).href);
    const shown = sharp.getByRole('main').locator('ol img').first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    // The candidate the browser chose, by its width descriptor (naturalWidth is divided by the density).
    const { width, chosen } = await shown.evaluate((img: HTMLImageElement) => ({
      width: img.clientWidth,
      chosen: Number(
        img.srcset
          .split(', ')
          .map((candidate) => candidate.split(' '))
          .find(([url]) => new URL(url, location.href).href === img.currentSrc)?.[1]
          .replace('w', ''),
      ),
    }));
    expect(chosen).toBeGreaterThanOrEqual(width * 2);
  } finally {
    await context.close();
  }
});
