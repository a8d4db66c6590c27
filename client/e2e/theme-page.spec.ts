import type { Page } from '@playwright/test';
import { adminGraphql, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';

/*
 * A visitor choosing a theme: from the catalogue to its page, its views, and an order that names
 * the theme and the plan, which the advisers see in the back office. Seeded: قالب فروشگاهی نارون
 * (code 1) with the plans سایت فروشگاهی, سایت فروشگاهی پلاس and سایت سفارشی.
 */

const THEME = 'قالب فروشگاهی نارون';

const phoneNumber = () => `09${String(Date.now()).slice(-5)}${Math.floor(1000 + Math.random() * 9000)}`;

/** The request's row (or card, on a phone) in the back office, with its theme and plan. */
async function expectOrderInBackOffice(page: Page, fullName: string, plan: string | null) {
  await signIn(page);
  await page.goto(`/admin/orders?search=${encodeURIComponent(fullName)}`);
  const item = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: fullName });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${THEME} (کد ۱)`);
  if (plan) await expect(item).toContainText(`پلن ${plan}`);
}

test.describe("a theme's page", () => {
  test('from a catalogue card to the theme, its phone view, and an order for one of its plans that staff see', async ({
    page,
  }, testInfo) => {
    await page.goto('/themes');
    await page.getByRole('link', { name: THEME, exact: true }).click();
    await expect(page).toHaveURL(/\/themes\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: THEME })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(THEME));
    expect((await axe(page)).violations).toEqual([]);

    const views = page.getByRole('group', { name: 'نمای قالب' });
    await expect(page.getByRole('img', { name: `نمای دسکتاپ ${THEME}` })).toBeVisible();
    await views.getByText('موبایل', { exact: true }).click();
    await expect(page.getByRole('img', { name: `نمای موبایل ${THEME}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `نمای دسکتاپ ${THEME}` })).toBeHidden();

    const plans = page.getByRole('region', { name: 'پلن‌های این قالب' });
    await expect(plans).toContainText('۹٬۹۰۰٬۰۰۰ تومان');
    await plans.getByRole('button', { name: 'سفارش این پلن: سایت فروشگاهی پلاس' }).click();
    const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
    await expect(dialog.getByTestId('order-subject')).toHaveText(`درخواست برای ${THEME}، پلن سایت فروشگاهی پلاس`);
    const fullName = `مشتری قالب ${unique(testInfo)}`;
    await dialog.getByLabel('نام و نام خانوادگی').fill(fullName);
    await dialog.getByLabel('شماره موبایل').fill(phoneNumber());
    await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
    await expect(dialog.getByRole('status')).toContainText('درخواست شما ثبت شد');

    await expectOrderInBackOffice(page, fullName, 'سایت فروشگاهی پلاس');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('«سفارش این قالب» leads to the form naming the theme; the request sent records it', async ({ page }, testInfo) => {
      await page.goto('/themes/1');
      await page.getByRole('button', { name: 'سفارش این قالب' }).click();
      await expect(page).toHaveURL(/\/order\?theme=1$/);
      await expect(page.getByTestId('order-subject')).toHaveText(`درخواست برای ${THEME}`);
      const fullName = `مشتری بی‌اسکریپت ${unique(testInfo)}`;
      await page.getByLabel('نام و نام خانوادگی').fill(fullName);
      await page.getByLabel('شماره موبایل').fill(phoneNumber());
      await page.getByRole('button', { name: 'ثبت درخواست' }).click();
      await expect(page).toHaveURL(/\/order\/sent\?ref=\d{10}$/);

      await signIn(page);
      const { orders } = await adminGraphql<{ orders: { items: { themeId: number | null; planId: number | null }[] } }>(
        page,
        'query($search: String) { orders(search: $search) { items { themeId planId } } }',
        { search: fullName },
      );
      expect(orders.items).toEqual([{ themeId: 1, planId: null }]);
    });
  });
});
