import type { Locator, Page } from '@playwright/test';
import { storedPlanTitles } from './support/admin';
import { expect, isPhone, navigateInApp, PHONE, saveScreenshot, test } from './support/fixtures';

/** The seeded plans, in column order, as a visitor reads them. */
const PLANS = [
  { title: 'سایت غیر فروشگاهی', price: '۷٬۷۰۰٬۰۰۰ تومان', listPrice: '۱۲٬۰۰۰٬۰۰۰ تومان', hosting: '۱ گیگابایت' },
  { title: 'سایت فروشگاهی', price: '۹٬۹۰۰٬۰۰۰ تومان', listPrice: '۱۶٬۴۰۰٬۰۰۰ تومان', hosting: '۲ گیگابایت' },
  { title: 'سایت فروشگاهی پلاس', price: '۱۵٬۴۰۰٬۰۰۰ تومان', listPrice: '۲۵٬۲۰۰٬۰۰۰ تومان', hosting: '۳ گیگابایت' },
  { title: 'سایت سفارشی', price: 'توافقی', listPrice: null, hosting: 'توافقی' },
];

const HEADINGS = [
  'امکانات عمومی و طراحی سایت',
  'امکانات فروشگاه اینترنتی',
  'سئو و بازاریابی',
  'پشتیبانی',
  'امنیت و میزبانی',
  'امکانات ویژه و خدمات جانبی',
];

const comparison = (page: Page) => page.getByRole('table', { name: 'مقایسه امکانات، قیمت سالانه و فضای میزبانی پلن‌ها' });
const bodyRows = (table: Locator) => table.locator('tbody tr');
/** The tick/cross marks of a row, as assistive technology names them. */
const marks = (row: Locator) => row.getByRole('img', { name: /^(دارد|ندارد)$/ });
const rowByTitle = (table: Locator, title: string) =>
  bodyRows(table).filter({ has: table.page().getByRole('rowheader', { name: title, exact: true }) });
const headingRow = (table: Locator, title: string) => bodyRows(table).filter({ hasText: title }).first();

async function noPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A phone widens its layout viewport to fit overflowing content, so innerWidth alone would hide it.
  expect(innerWidth, 'the layout viewport keeps the screen width').toBe(page.viewportSize()!.width);
  expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

test.describe('plans page', () => {
  test('shows the title, intro and the four plans with prices and hosting space', async ({ page }) => {
    await page.goto('/plans');
    await expect(page).toHaveTitle(/تعرفه/);
    await expect(page.getByRole('heading', { level: 1, name: 'تعرفه‌های طراحی سایت' })).toBeVisible();
    await expect(page.getByText(/چهار پلن برای چهار نیاز/)).toBeVisible();

    const table = comparison(page);
    await expect(table).toBeVisible();
    const headers = table.locator('thead').getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    await expect(headers.first()).toHaveText('امکانات');
    // Under each plan title: list price, discounted yearly price, hosting space.
    const prices = table.locator('thead tr').nth(1).getByRole('cell');
    await expect(prices).toHaveCount(5);

    for (const [index, plan] of PLANS.entries()) {
      await expect(headers.nth(index + 1)).toHaveText(plan.title);
      const header = prices.nth(index + 1);
      await expect(header).toContainText(plan.price);
      await expect(header).toContainText(`فضای میزبانی: ${plan.hosting}`);
      const struck = header.locator('s, del');
      if (plan.listPrice) {
        await expect(struck).toHaveText(plan.listPrice);
        // Struck through on screen, not just marked up.
        const decoration = await struck.evaluate((el) => getComputedStyle(el).textDecorationLine);
        expect(decoration).toContain('line-through');
      } else {
        await expect(struck).toHaveCount(0);
      }
    }
    // The custom plan's price and hosting are both by agreement.
    await expect(prices.nth(4)).toContainText(/توافقی[\s\S]*توافقی/);
  });

  test('shows five rows, expands to every feature and collapses back', PHONE, async ({ page }) => {
    await page.goto('/plans');
    const table = comparison(page);
    await expect(bodyRows(table)).toHaveCount(5);

    // Table order: the first heading, then its first four features.
    await expect(bodyRows(table).first()).toHaveText(HEADINGS[0]);
    await expect(rowByTitle(table, 'اعتبار ۳۶۵ روزه سایت از روز تحویل')).toHaveCount(1);
    await expect(rowByTitle(table, 'طراحی واکنش‌گرا و سازگار با موبایل و تبلت')).toHaveCount(1);
    await expect(table.getByText('سایت شخصی متناسب با حوزه کاری شما')).toHaveCount(0);

    const showAll = page.getByRole('button', { name: 'نمایش همه' });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();

    await expect(bodyRows(table)).toHaveCount(64);
    const close = page.getByRole('button', { name: 'بستن' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'نمایش همه' })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: 'افزونه‌ها و امکانات اختصاصی به سفارش شما' })).toBeVisible();
    await noPageOverflow(page);

    await close.click();
    await expect(bodyRows(table)).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'نمایش همه' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'نمایش همه' })).toBeInViewport();
  });

  test('section headings carry no ticks; features carry one mark per plan', async ({ page }) => {
    await page.goto('/plans');
    const table = comparison(page);
    await page.getByRole('button', { name: 'نمایش همه' }).click();
    await expect(bodyRows(table)).toHaveCount(64);

    for (const title of HEADINGS) {
      const row = headingRow(table, title);
      await expect(row).toHaveText(title);
      await expect(marks(row)).toHaveCount(0);
    }
    // 64 features less 6 headings, four marks each.
    await expect(marks(table)).toHaveCount(58 * 4);

    const expectMarks = async (title: string, expected: string[]) => {
      const row = rowByTitle(table, title);
      await expect(marks(row)).toHaveCount(4);
      for (const [index, name] of expected.entries()) await expect(marks(row).nth(index)).toHaveAccessibleName(name);
    };
    await expectMarks('اعتبار ۳۶۵ روزه سایت از روز تحویل', ['دارد', 'دارد', 'دارد', 'دارد']);
    await expectMarks('فروشگاه اینترنتی کامل با ووکامرس', ['ندارد', 'دارد', 'دارد', 'دارد']);
    await expectMarks('سایت دوزبانه فارسی و انگلیسی', ['ندارد', 'ندارد', 'دارد', 'دارد']);
    await expectMarks('فروش چندفروشنده‌ای (بازارچه آنلاین)', ['ندارد', 'ندارد', 'ندارد', 'دارد']);
  });

  test('the plan titles stay in view above the rows of the expanded table', PHONE, async ({ page }, testInfo) => {
    await page.goto('/plans');
    const table = comparison(page);
    await page.getByRole('button', { name: 'نمایش همه' }).click();
    await expect(bodyRows(table)).toHaveCount(64);

    const lastRow = table.getByRole('rowheader', { name: 'افزونه‌ها و امکانات اختصاصی به سفارش شما' });
    if (isPhone(testInfo.project.use.viewport?.width)) {
      // On a phone the expanded table scrolls inside its own box, which fits on the screen.
      const region = page.getByRole('region', { name: 'جدول مقایسه تعرفه‌ها' });
      // The visitor scrolls the page until the box sits just below the (sticky) site header.
      await region.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      await expect(region).toBeInViewport({ ratio: 0.95 });
      await region.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    } else {
      await lastRow.scrollIntoViewIfNeeded();
    }
    await expect(lastRow).toBeInViewport();
    const title = table.locator('thead').getByRole('columnheader', { name: 'سایت غیر فروشگاهی' });
    await expect(title).toBeInViewport();
    const titleBox = (await title.boundingBox())!;
    const siteHeader = (await page.getByRole('banner').boundingBox())!;
    expect(titleBox.y, 'not hidden under the site header').toBeGreaterThanOrEqual(siteHeader.y + siteHeader.height - 1);
    // Nothing painted over the title: it is what the browser hits at its centre.
    const onTop = await title.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('primary features are bold and highlighted', async ({ page }) => {
    await page.goto('/plans');
    const table = comparison(page);
    const style = (title: string) =>
      table.getByRole('rowheader', { name: title, exact: true }).evaluate((el) => {
        const css = getComputedStyle(el);
        return { weight: Number(css.fontWeight), background: css.backgroundColor };
      });
    const primary = await style('اعتبار ۳۶۵ روزه سایت از روز تحویل');
    const plain = await style('طراحی واکنش‌گرا و سازگار با موبایل و تبلت');
    expect(primary.weight).toBeGreaterThanOrEqual(700);
    expect(plain.weight).toBeLessThan(600);
    expect(primary.background).not.toBe(plain.background);
  });

  test('after a navigation in the browser, shows a loading placeholder until the plans arrive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('PlanTable')) await held;
      await route.continue();
    });
    await page.goto('/about');
    await navigateInApp(page, '/plans');
    await expect(page.getByRole('status', { name: 'در حال بارگذاری تعرفه‌ها' })).toBeVisible();
    await expect(comparison(page)).toHaveCount(0);
    release();
    await expect(bodyRows(comparison(page))).toHaveCount(5);
    await expect(page.getByRole('status', { name: 'در حال بارگذاری تعرفه‌ها' })).toHaveCount(0);
  });

  test('the call to action opens the order form', async ({ page }) => {
    await page.goto('/plans');
    await page.getByRole('button', { name: 'ثبت درخواست سایت' }).click();
    const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toBeVisible();
  });

  test('«سفارش این پلن» opens the order form naming the plan, and the request is stored with it', async ({ page }) => {
    const phone = `0936${String(Date.now()).slice(-7)}`;
    await page.goto('/plans');
    await page.getByRole('button', { name: `سفارش این پلن، ${PLANS[1].title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    await expect(dialog.getByText(`درخواست برای پلن ${PLANS[1].title}`)).toBeVisible();
    await dialog.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill('مریم احمدی');
    await dialog.getByRole('textbox', { name: /شماره موبایل/ }).fill(phone);
    await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(page.getByText(/کد پیگیری/).first()).toBeVisible();
    expect(await storedPlanTitles(page, phone)).toEqual([PLANS[1].title]);
  });

  test('fits the screen; on a phone the plan columns scroll beside a fixed feature column', PHONE, async ({ page }, testInfo) => {
    await page.goto('/plans');
    const table = comparison(page);
    await expect(bodyRows(table)).toHaveCount(5);
    await noPageOverflow(page);

    if (!isPhone(testInfo.project.use.viewport?.width)) return;
    const region = page.getByRole('region', { name: 'جدول مقایسه تعرفه‌ها' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);

    // Keyboard users can focus the box and scroll it with the arrow keys.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeLessThan(0);

    // Scroll to the far (left) end: the last plan comes into view, the feature titles stay.
    await region.evaluate((el) => el.scrollBy({ left: -el.scrollWidth }));
    const lastPlan = table.locator('thead').getByRole('columnheader').nth(4);
    await expect(lastPlan).toBeInViewport({ ratio: 0.9 });
    const title = table.getByRole('rowheader', { name: 'اعتبار ۳۶۵ روزه سایت از روز تحویل' });
    await expect(title).toBeInViewport({ ratio: 0.9 });
    const titleBox = (await title.boundingBox())!;
    const planBox = (await lastPlan.boundingBox())!;
    expect(titleBox.x, 'the feature column stays on the right').toBeGreaterThan(planBox.x);
  });
});

test('screenshots of the plans page', PHONE, async ({ page }, testInfo) => {
  await page.goto('/plans');
  await expect(bodyRows(comparison(page))).toHaveCount(5);
  await page.evaluate(() => document.fonts.ready);
  const width = testInfo.project.use.viewport?.width;
  await saveScreenshot(page, { path: `/tmp/shots/plans-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'نمایش همه' }).click();
  await saveScreenshot(page, { path: `/tmp/shots/plans-expanded-${width}.png`, fullPage: true });
});
