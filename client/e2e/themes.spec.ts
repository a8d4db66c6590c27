import type { Locator, Page, Route } from '@playwright/test';
import { expect, isPhone, navigateInApp, PHONE, test } from './support/fixtures';

/*
 * The seeded catalogue: 32 themes; category 2 (شرکتی) has 4, all in every plan; category 3
 * (پزشکی و سلامت) has 4, of which 3 are in plan 1 (سایت غیر فروشگاهی); plan 1 alone has 23;
 * category 1 (فروشگاهی) themes are store themes, so none of them is in plan 1.
 */
const ALL = 32;

/** The theme cards a visitor sees (role queries skip the hidden ones). */
const cards = (page: Page) => page.getByRole('article');
/** A phone shows this many matching themes, then a "show all" button. */
const PHONE_BATCH = 8;
const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
const showAll = (page: Page, count: number) => page.getByRole('button', { name: `نمایش همه ${fa(count)} قالب` });

/** What a visitor sees of `count` matching themes: all on a wider screen; on a phone the first batch and "show all". */
async function expectThemes(page: Page, count: number) {
  await expect(page.getByRole('status').filter({ hasText: `${fa(count)} قالب` })).toBeVisible();
  if (isPhone(page.viewportSize()?.width) && count > PHONE_BATCH) {
    await expect(cards(page)).toHaveCount(PHONE_BATCH);
    await expect(showAll(page, count)).toBeVisible();
  } else {
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByRole('button', { name: /^نمایش همه/ })).toHaveCount(0);
  }
}

/** Every matching theme on screen: on a phone, after "show all". */
async function revealAll(page: Page, count: number) {
  if (isPhone(page.viewportSize()?.width) && count > PHONE_BATCH) await showAll(page, count).click();
  await expect(cards(page)).toHaveCount(count);
}
const categoryGroup = (page: Page) => page.getByRole('group', { name: 'دسته‌بندی' });
const planGroup = (page: Page) => page.getByRole('group', { name: 'پلن' });
const chip = (group: Locator, name: string) => group.getByRole('link', { name, exact: true });
const query = (page: Page) => new URL(page.url()).searchParams;

/** The home page renders its data sections when they come near; scroll down until this one exists. */
async function scrollUntilAttached(page: Page, target: Locator) {
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.7)));
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
}

/** Holds every request for one GraphQL operation until `release` is called. */
async function holdOperation(page: Page, operationName: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await released;
    await route.continue();
  });
  return release;
}

test.describe('theme catalogue', () => {
  test('lists every theme with its image, plans and a demo link that opens in a new tab', PHONE, async ({ page }) => {
    await page.goto('/themes');
    await expect(page).toHaveTitle(/قالب/);
    await expect(page.getByRole('heading', { level: 1, name: 'قالب‌های سایت' })).toBeVisible();
    await expectThemes(page, ALL);
    await revealAll(page, ALL);

    const first = cards(page).first();
    await expect(first.getByRole('heading', { name: 'قالب فروشگاهی نارون' })).toBeVisible();
    await expect(first.getByRole('img', { name: /نارون/ })).toHaveAttribute('src', /1-desktop/);
    await expect(first.getByRole('list', { name: 'پلن‌های این قالب' }).getByRole('listitem')).toHaveText([
      'سایت فروشگاهی',
      'سایت فروشگاهی پلاس',
      'سایت سفارشی',
    ]);

    const demos = page.getByRole('link', { name: /مشاهده دمو/ });
    await expect(demos).toHaveCount(ALL);
    await expect(demos.first()).toHaveAttribute('href', '/themes/1/demo');
    for (const demo of await demos.all()) {
      await expect(demo).toHaveAttribute('target', '_blank');
      await expect(demo).toHaveAttribute('rel', /noopener/);
    }
  });

  test('after a navigation in the browser, shows six loading placeholders until the themes arrive', async ({ page }) => {
    const release = await holdOperation(page, 'CatalogueThemes');
    await page.goto('/about');
    await navigateInApp(page, '/themes');
    await expect(page.getByText('در حال بارگذاری قالب', { exact: true })).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'در حال بارگذاری قالب' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    release();
    await expectThemes(page, ALL);
    await expect(page.getByText('در حال بارگذاری قالب', { exact: true })).toHaveCount(0);
  });

  test('filters mirror the URL: choose, combine, replace and clear', async ({ page }) => {
    await page.goto('/themes');
    await expectThemes(page, ALL);
    await expect(chip(categoryGroup(page), 'همه')).toHaveAttribute('aria-current', 'true');
    const clearFilters = page.getByRole('button', { name: 'حذف فیلترها', exact: true });
    await expect(clearFilters).toHaveCount(0);
    const list = page.locator('ul[data-theme-list]');
    const listTop = (await list.boundingBox())?.y;

    await chip(categoryGroup(page), 'شرکتی').click();
    await expect(page).toHaveURL(/[?&]category=2(&|$)/);
    // The clear button appears in the space kept for it: the cards do not move down.
    await expect(clearFilters).toBeVisible();
    expect((await list.boundingBox())?.y).toBe(listTop);
    await expect(chip(categoryGroup(page), 'شرکتی')).toHaveAttribute('aria-current', 'true');
    await expect(chip(categoryGroup(page), 'همه')).not.toHaveAttribute('aria-current');
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'قالب شرکتی آرتا' })).toBeVisible();

    await chip(planGroup(page), 'سایت غیر فروشگاهی').click();
    await expect.poll(() => Object.fromEntries(query(page))).toEqual({ category: '2', plan: '1' });
    await expect(chip(planGroup(page), 'سایت غیر فروشگاهی')).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(4);

    // Another category replaces the first one; the plan stays and narrows this category.
    await chip(categoryGroup(page), 'پزشکی و سلامت').click();
    await expect.poll(() => Object.fromEntries(query(page))).toEqual({ category: '3', plan: '1' });
    await expect(chip(categoryGroup(page), 'شرکتی')).not.toHaveAttribute('aria-current');
    await expect(chip(categoryGroup(page), 'پزشکی و سلامت')).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(3);

    // The selected category clicked again leaves the URL; the plan filter remains.
    await chip(categoryGroup(page), 'پزشکی و سلامت').click();
    await expect.poll(() => Object.fromEntries(query(page))).toEqual({ plan: '1' });
    await expect(chip(categoryGroup(page), 'پزشکی و سلامت')).not.toHaveAttribute('aria-current');
    await expectThemes(page, 23);

    await chip(planGroup(page), 'سایت غیر فروشگاهی').click();
    await expect.poll(() => query(page).toString()).toBe('');
    await expectThemes(page, ALL);
    await expect(clearFilters).toHaveCount(0);

    // Back returns to the previous filters.
    await page.goBack();
    await expect.poll(() => Object.fromEntries(query(page))).toEqual({ plan: '1' });
    await expectThemes(page, 23);
  });

  test('filters are restored from the URL on load', async ({ page }) => {
    await page.goto('/themes?category=2&plan=1');
    await expect(chip(categoryGroup(page), 'شرکتی')).toHaveAttribute('aria-current', 'true');
    await expect(chip(planGroup(page), 'سایت غیر فروشگاهی')).toHaveAttribute('aria-current', 'true');
    await expect(chip(categoryGroup(page), 'همه')).not.toHaveAttribute('aria-current');
    await expect(chip(planGroup(page), 'همه')).not.toHaveAttribute('aria-current');
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'قالب شرکتی آرتا' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'قالب فروشگاهی نارون' })).toHaveCount(0);
  });

  test('a link naming a category that does not exist opens the catalogue without it, its other filter kept', async ({ page }) => {
    const response = await page.goto('/themes?category=987654&plan=1');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/category=987654/);
    await expect(page).toHaveURL(/\/themes\?plan=1$/);
    await expect(chip(planGroup(page), 'سایت غیر فروشگاهی')).toHaveAttribute('aria-current', 'true');
    await expect(chip(categoryGroup(page), 'همه')).toHaveAttribute('aria-current', 'true');
    await expectThemes(page, 23);
  });

  test('the filters work from the keyboard (Enter, as on any link)', async ({ page }) => {
    await page.goto('/themes');
    await expectThemes(page, ALL);
    const corporate = chip(categoryGroup(page), 'شرکتی');
    await corporate.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/category=2/);
    await expect(cards(page)).toHaveCount(4);
    await corporate.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/category=/);
    await expectThemes(page, ALL);
  });

  test('a combination without themes shows the empty state, whose button clears the filters', async ({ page }) => {
    await page.goto('/themes?category=1&plan=1');
    await expect(page.getByText('قالبی با این فیلترها پیدا نشد')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: /حذف فیلترها/ }).click();
    await expect.poll(() => query(page).toString()).toBe('');
    await expectThemes(page, ALL);
    await expect(chip(categoryGroup(page), 'همه')).toHaveAttribute('aria-current', 'true');
  });

  test(
    'on a phone, a screenful of themes, then all on "show all"; another filter starts again at the first batch',
    PHONE,
    async ({ page }) => {
      await page.goto('/themes');
      await expectThemes(page, ALL);
      if (!isPhone(page.viewportSize()?.width)) {
        // Wider screens show every theme in columns, with no button to press.
        await expect(showAll(page, ALL)).toHaveCount(0);
        return;
      }
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight, 'one screenful-ish column, not 17,000 px').toBeLessThan(7000);
      await showAll(page, ALL).click();
      await expect(cards(page)).toHaveCount(ALL);
      await expect(showAll(page, ALL)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(pageHeight * 2);

      await chip(planGroup(page), 'سایت غیر فروشگاهی').click();
      await expectThemes(page, 23);
      await showAll(page, 23).click();
      await expect(cards(page)).toHaveCount(23);
      await chip(categoryGroup(page), 'شرکتی').click();
      await expectThemes(page, 4);
    },
  );

  test('the grid has 3 columns on a large screen and 1 on a phone', PHONE, async ({ page }) => {
    await page.goto('/themes');
    await expectThemes(page, ALL);
    const boxes = await Promise.all((await cards(page).all()).slice(0, 4).map((card) => card.boundingBox()));
    const [a, b, c, d] = boxes.map((box) => box!);
    if (isPhone(page.viewportSize()?.width)) {
      for (const box of [b, c, d]) expect(Math.abs(box.x - a.x)).toBeLessThan(2);
      expect(b.y).toBeGreaterThan(a.y + a.height - 2);
      expect(a.x + a.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    } else {
      // One row of three, right to left: the first card is the rightmost.
      for (const box of [b, c]) expect(Math.abs(box.y - a.y)).toBeLessThan(2);
      expect(a.x).toBeGreaterThan(b.x);
      expect(b.x).toBeGreaterThan(c.x);
      // The fourth starts the next row under the first.
      expect(Math.abs(d.x - a.x)).toBeLessThan(2);
      expect(d.y).toBeGreaterThan(a.y + a.height - 2);
    }
  });
});

test.describe('home page theme preview', () => {
  test('shows themes 1, 7, 16 and 20 on a laptop and a phone, and links to the catalogue', PHONE, async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'قالب‌های آماده سایت' });
    await scrollUntilAttached(page, section);
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const [index, id] of [1, 7, 16, 20].entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('img', { name: /نمای رایانه/ })).toHaveAttribute('src', new RegExp(`/${id}-desktop\\.`));
      await expect(item.getByRole('img', { name: /نمای گوشی/ })).toHaveAttribute('src', new RegExp(`/${id}-mobile\\.`));
      await expect(item.getByRole('heading', { level: 3 })).not.toBeEmpty();
    }
    await expect(items.first().getByRole('heading', { level: 3 })).toContainText('قالب فروشگاهی نارون');
    await section.getByRole('link', { name: 'مشاهده همه قالب‌ها' }).click();
    await expect(page).toHaveURL(/\/themes$/);
    await expectThemes(page, ALL);
  });
});
