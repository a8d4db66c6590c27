import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, screenshot, signIn, unique } from './support/admin';
import { expect, isPhone, PHONE, test } from './support/fixtures';

const CREATE_PLAN = `mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }`;
const DELETE_PLAN = `mutation($id: Int!) { deletePlan(id: $id) { id } }`;

/** The plan titles in the order the list shows them: table rows on wide screens, cards on phones. */
async function shownTitles(page: Page, titles: string[]): Promise<string[]> {
  const items = isPhone(page.viewportSize()?.width)
    ? page.getByRole('list', { name: 'فهرست پلن‌ها' }).getByRole('listitem')
    : page.getByRole('table', { name: 'فهرست پلن‌ها' }).locator('tbody').getByRole('row');
  const texts = await items.allTextContents();
  return texts.map((text) => titles.find((title) => text.includes(title))).filter((title): title is string => Boolean(title));
}

async function sortBy(page: Page, column: string, direction: 'صعودی' | 'نزولی') {
  if (isPhone(page.viewportSize()?.width)) {
    await page.getByRole('combobox', { name: 'مرتب‌سازی' }).click();
    await page.getByRole('option', { name: `${column} (${direction})` }).click();
  } else {
    // A header click sorts by the column, ascending first; a click on the sorted column turns it.
    const header = page.getByRole('columnheader', { name: column });
    const wanted = direction === 'صعودی' ? 'ascending' : 'descending';
    for (let clicks = 0; clicks < 2; clicks++) {
      const now = await header.getAttribute('aria-sort');
      if (now === wanted) break;
      await header.getByRole('button').click();
      // The next look waits for this click's order to show.
      await expect(header).toHaveAttribute('aria-sort', now === 'ascending' ? 'descending' : 'ascending');
    }
    await expect(header).toHaveAttribute('aria-sort', wanted);
  }
}

test.describe('admin lists', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a list sorts by a column, keeps the order in the URL and after a reload', PHONE, async ({ page }, testInfo) => {
    const tag = unique(testInfo);
    const cheap = `پلن ارزان ${tag}`;
    const dear = `پلن گران ${tag}`;
    const ids: number[] = [];
    for (const [title, listPrice] of [
      [dear, 987_000_000],
      [cheap, 1_000],
    ] as const) {
      const { createPlan } = await adminGraphql<{ createPlan: { id: number } }>(page, CREATE_PLAN, {
        input: { title, listPrice, price: listPrice, hostingSpaceGb: 1 },
      });
      ids.push(createPlan.id);
    }
    try {
      await page.goto(paths.admin.plans);
      await expect(page.getByText(dear).first()).toBeVisible();

      await sortBy(page, 'قیمت اصلی', 'صعودی');
      await expect(page).toHaveURL(/sort=listPrice$/);
      await expect.poll(() => shownTitles(page, [cheap, dear])).toEqual([cheap, dear]);

      await sortBy(page, 'قیمت اصلی', 'نزولی');
      await expect(page).toHaveURL(/sort=-listPrice$/);
      await expect.poll(() => shownTitles(page, [cheap, dear])).toEqual([dear, cheap]);
      await screenshot(page, testInfo, 'plans-sorted', { fullPage: false });

      await page.reload();
      await expect.poll(() => shownTitles(page, [cheap, dear])).toEqual([dear, cheap]);
      if (!isPhone(page.viewportSize()?.width)) {
        await expect(page.getByRole('columnheader', { name: 'قیمت اصلی' })).toHaveAttribute('aria-sort', 'descending');
      }
    } finally {
      for (const id of ids) await adminGraphql(page, DELETE_PLAN, { id });
    }
  });

  test('themes, features, work samples and admins can be searched, and a search that finds nothing says so', async ({ page }, testInfo) => {
    const { adminWorkSamples } = await adminGraphql<{ adminWorkSamples: { items: { title: string; domainName: string }[] } }>(
      page,
      `{ adminWorkSamples(perPage: 2) { items { title domainName } } }`,
    );
    const [wanted, other] = adminWorkSamples.items;
    await page.goto(paths.admin.workSamples);
    await page.getByRole('searchbox', { name: 'جستجو در عنوان، دامنه یا توضیحات' }).fill(wanted.domainName);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText(wanted.title, { exact: true })).toBeVisible();
    await expect(page.getByText(other.title, { exact: true })).toHaveCount(0);

    const { features } = await adminGraphql<{ features: { title: string; isHeading: boolean }[] }>(
      page,
      `{ features { title isHeading } }`,
    );
    const feature = features.find((f) => !f.isHeading)!;
    await page.goto(paths.admin.features);
    const featureSearch = page.getByRole('searchbox', { name: 'جستجو در عنوان ویژگی‌ها' });
    await featureSearch.fill(feature.title);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText(feature.title, { exact: true }).first()).toBeVisible();
    await featureSearch.fill(`ناموجود ${unique(testInfo)}`);
    await expect(page.getByText('ویژگی‌ای با این عنوان پیدا نشد.')).toBeVisible();
    await screenshot(page, testInfo, 'features-no-results', { fullPage: false });

    await page.goto(`${paths.admin.users}?search=${encodeURIComponent('e2e-admin@')}`);
    await expect(page.getByText('e2e-admin@example.com')).toBeVisible();
    await page.goto(`${paths.admin.themes}?search=${encodeURIComponent(`هیچ ${unique(testInfo)}`)}`);
    await expect(page.getByText('قالبی با این مشخصات پیدا نشد.')).toBeVisible();
  });

  test('after adding a customer, the message leads straight to adding their first plan', async ({ page }, testInfo) => {
    const tag = unique(testInfo);
    await page.goto(paths.admin.addCustomer);
    await page.getByRole('textbox', { name: /^نام[\s*]*$/ }).fill(`نگار${tag}`);
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(`کریمی${tag}`);
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(`negar.${tag}@example.com`);
    await page.getByRole('textbox', { name: 'شماره تلفن' }).fill(`09${String(Date.now()).slice(-9)}`);
    await page.getByRole('button', { name: 'افزودن مشتری' }).click();
    await expect(page.getByText('مشتری افزوده شد')).toBeVisible();
    await page.getByRole('link', { name: 'ایجاد طرح برای این مشتری' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/edit\/\d+\/create-plan$/);
    await expect(page.getByText(`نگار${tag}`).first()).toBeVisible();
  });
});
