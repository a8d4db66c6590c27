import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, PHONE, saveScreenshot, test, waitForHydrated } from './support/fixtures';

const PREVIEW_THEMES = ['قالب فروشگاهی نارون', 'قالب زیبایی نیلوفر', 'قالب فروشگاه دیجیتال سپهر', 'قالب رستوران انار'];

async function noPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A phone widens its layout viewport to fit overflowing content, so innerWidth alone would hide it.
  expect(innerWidth, 'the layout viewport keeps the screen width').toBe(page.viewportSize()!.width);
  expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

/** Scrolls down the whole page as a visitor would: the data sections load as they come near. */
async function scrollThrough(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let y = 0; ; y += 500) {
    const bottom = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return top + window.innerHeight >= document.documentElement.scrollHeight;
    }, y);
    // Each position is painted at least once (two frames), as a visitor's scroll is: on a loaded
    // machine a fixed pause alone let the page jump past a section between two frames, and its
    // IntersectionObserver never saw it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(120);
    if (bottom) break;
  }
}

/** Scrolls a (lazy) image into view and checks the browser really decoded it. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Follows a header link: inline on desktop, through the menu on a phone. */
async function followHeaderLink(page: Page, name: string, phone: boolean) {
  const header = page.getByRole('banner');
  if (phone) {
    await header.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.locator('#site-menu').getByRole('link', { name }).click();
  } else {
    await header.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name }).click();
  }
}

test.describe('home page', () => {
  test('has every section with Persian headings, and fits the screen', PHONE, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/طراحی سایت/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید');
    await expect(page.getByText(/سایت شخصی با دامنه خودتان/)).toBeVisible();
    await scrollThrough(page);
    const h2 = [
      'چرا سایت خود را با ما بسازید؟',
      'از درخواست تا تحویل سایت',
      'قالب‌های آماده سایت',
      'تعرفه‌ها',
      'نمونه کارهای ما',
      'پرسش‌های متداول',
      'تماس با ما',
    ];
    for (const name of h2) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();

    const highlights = page.getByRole('region', { name: 'چرا سایت خود را با ما بسازید؟' }).getByRole('listitem');
    await expect(highlights).toHaveCount(5);
    for (const text of [
      'سایت شخصی متناسب با کسب‌وکار',
      'سئو',
      'نمایش محصولات در موتور جستجوی کسب‌وکارها',
      'پشتیبان‌های حرفه‌ای',
      'بیش از ۳۰ قالب',
    ]) {
      await expect(highlights.filter({ hasText: text })).toHaveCount(1);
    }

    // The plans section holds the comparison, collapsed to five rows.
    const plans = page.locator('#plan');
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText('تعرفه‌ها');
    await expect(plans.getByRole('table').locator('tbody tr')).toHaveCount(5);
    await expect(plans.getByRole('button', { name: 'نمایش همه' })).toBeVisible();
    await expect(plans.getByText('۷٬۷۰۰٬۰۰۰ تومان')).toBeVisible();

    // The contact section holds the request form and the support phone.
    const contact = page.locator('#contact_us');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText('تماس با ما');
    await expect(contact.locator('input[name="full_name"]')).toBeVisible();
    await expect(contact.locator('input[name="phone_number"]')).toBeVisible();
    await expect(contact.getByRole('button', { name: 'ثبت درخواست' })).toBeVisible();
    await expect(contact.getByRole('link', { name: /۰۲۱-۹۱۰۱۲۳۴۵/ })).toHaveAttribute('href', 'tel:+982191012345');

    // Work samples: slides and the way to all of them.
    const samples = page.getByRole('region', { name: 'نمونه کارهای ما' }).first();
    await expect(page.getByTestId('carousel-slide').first()).toBeVisible();
    await expect(samples).toBeVisible();
    await expect(page.getByRole('link', { name: 'مشاهده همه نمونه کارها' })).toHaveAttribute('href', '/work-samples');

    await noPageOverflow(page);
  });

  test('previews themes 1, 7, 16 and 20 on a desktop and a phone, with a link to all themes', PHONE, async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const items = page.getByTestId('theme-preview-item');
    await expect(items).toHaveCount(4);
    for (const [index, title] of PREVIEW_THEMES.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toContainText(title);
      await expectLoaded(item.getByRole('img', { name: `نمای رایانه قالب ${title}` }));
      await expectLoaded(item.getByRole('img', { name: `نمای گوشی قالب ${title}` }));
    }
    const all = page.getByRole('link', { name: 'مشاهده همه قالب‌ها' });
    await expect(all).toHaveAttribute('href', '/themes');
    await noPageOverflow(page);
  });

  test('every section arrives rendered with its data; scrolling brings their code, never their data again', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) calls.push(request.postData() ?? '');
    });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await expect(page.locator('#plan').getByRole('table').locator('tbody tr')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    const planTableCode = /\/pricing-table-[\w-]{8}\.js$/;
    expect(
      scripts.some((url) => planTableCode.test(url)),
      'the plan table code waits for the visitor',
    ).toBe(false);

    await scrollThrough(page);
    await expect.poll(() => scripts.some((url) => planTableCode.test(url))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(calls, 'no GraphQL call: the data came with the page').toHaveLength(0);
  });

  test('the hero opens the order form and leads to the themes', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید' });
    await hero.getByRole('button', { name: 'ثبت درخواست سایت' }).click();
    const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(dialog).toBeHidden();

    await hero.getByRole('link', { name: 'مشاهده قالب‌ها' }).click();
    await expect(page).toHaveURL(/\/themes$/);
  });

  test('the header links reach #plan and #contact_us, also from another page', PHONE, async ({ page }, testInfo) => {
    const phone = isPhone(testInfo.project.use.viewport?.width);

    await page.goto('/about');
    await followHeaderLink(page, 'تعرفه‌ها', phone);
    await expect(page).toHaveURL(/\/#plan$/);
    await expect(page.locator('#plan').getByRole('heading', { level: 2, name: 'تعرفه‌ها' })).toBeInViewport();

    await followHeaderLink(page, 'تماس با ما', phone);
    await expect(page).toHaveURL(/\/#contact_us$/);
    await expect(page.locator('#contact_us').getByRole('heading', { level: 2, name: 'تماس با ما' })).toBeInViewport();
    // The sticky header must not cover the section's heading.
    const header = (await page.getByRole('banner').boundingBox())!;
    const heading = (await page.locator('#contact_us h2').boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    await page.goto('/themes');
    await followHeaderLink(page, 'تماس با ما', phone);
    await expect(page).toHaveURL(/\/#contact_us$/);
    await expect(page.locator('#contact_us input[name="full_name"]')).toBeInViewport();
  });

  test('the contact form on the page sends a request', async ({ page }) => {
    await page.goto('/#contact_us');
    const contact = page.locator('#contact_us');
    await waitForHydrated(contact.locator('form'));
    await contact.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill('رضا کریمی');
    await contact.getByRole('textbox', { name: /شماره موبایل/ }).fill('۰۹۳۵۱۲۳۴۵۶۷');
    await contact.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(contact.getByRole('status').filter({ hasText: /./ })).toHaveAttribute('data-tone', 'success');
    // The confirmation replaced the form; its button brings back an empty one.
    await expect(contact.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveCount(0);
    await contact.getByRole('button', { name: 'بستن' }).click();
    await expect(contact.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('');
  });
});

test('screenshots of the home page', PHONE, async ({ page }, testInfo) => {
  await page.goto('/');
  await scrollThrough(page);
  await expect(page.getByTestId('theme-preview-item')).toHaveCount(4);
  await expect(page.getByTestId('carousel-slide').first()).toBeVisible();
  // Load every lazy image before the full-page shot.
  for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  await saveScreenshot(page, { path: `/tmp/shots/home-${testInfo.project.use.viewport?.width}.png`, fullPage: true });
});
