import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, screenshot, signIn, snackbar, unique } from './support/admin';
import { expect, isPhone, PHONE, test } from './support/fixtures';

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;
const persian = (value: string) => value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** A moment's Jalali day and Tehran time, in Latin digits, whatever zone the browser runs in. */
function tehranParts(moment: Date) {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** As the back office shows a moment: ۱۴۰۵/۰۹/۰۵، ۱۴:۳۲. */
const shown = (p: ReturnType<typeof tehranParts>) => persian(`${p.year}/${p.month}/${p.day}، ${p.hour}:${p.minute}`);

const item = (page: Page, text: string) =>
  (isPhone(page.viewportSize()?.width) ? page.getByRole('listitem') : page.getByRole('row')).filter({ hasText: text });

test.describe('call log and calls due', () => {
  test(
    'a call logged with a next-call time shows on the timeline in Jalali time and under «تماس‌های امروز»',
    PHONE,
    async ({ page }, testInfo) => {
      const fullName = `مشتری پیگیری ${unique(testInfo)}`;
      const placed = await page.request.post('/graphql', {
        data: { query: CREATE_ORDER, variables: { input: { fullName, phoneNumber: `0937${String(Date.now()).slice(-7)}` } } },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(placed.ok()).toBe(true);
      await signIn(page);
      await page.goto(`/admin/orders?search=${encodeURIComponent(fullName)}`);
      await item(page, fullName)
        .getByRole('button', { name: `تماس‌ها و یادداشت‌های ${fullName}` })
        .click();

      const dialog = page.getByRole('dialog', { name: `تماس‌ها و یادداشت‌های ${fullName}` });
      await expect(dialog.getByText('هنوز تماس یا یادداشتی ثبت نشده است.')).toBeVisible();
      await dialog.getByRole('combobox', { name: 'نتیجه تماس' }).click();
      await page.getByRole('option', { name: 'صحبت شد' }).click();
      await dialog.getByRole('textbox', { name: 'یادداشت' }).fill('قالب فروشگاهی می‌خواهد؛ عصر دوباره تماس بگیرید');
      // Later today in Tehran (at most 23:59), typed in Persian digits as a Persian keyboard types them.
      const next = tehranParts(new Date(Math.min(Date.now() + 2 * 60_000, endOfTehranDay())));
      const day = dialog.getByRole('group', { name: 'روز تماس بعدی' });
      await day.getByRole('spinbutton', { name: 'سال' }).click();
      await page.keyboard.type(persian(`${next.year}${next.month}${next.day}`));
      await expect(day.getByRole('spinbutton', { name: 'روز' })).toHaveText(persian(next.day));
      await dialog.getByRole('textbox', { name: 'ساعت تماس بعدی' }).fill(persian(`${next.hour}:${next.minute}`));
      await dialog.getByRole('button', { name: 'ثبت' }).click();
      await expect(snackbar(page, 'تماس ثبت شد')).toBeVisible();

      const entry = dialog.getByTestId('timeline-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('صحبت شد');
      await expect(entry).toContainText('قالب فروشگاهی می‌خواهد');
      await expect(entry).toContainText(`تماس بعدی: ${shown(next)}`);
      // Logged a moment ago: its Jalali day and Tehran time (a minute either side, as the clock turns).
      const around = [-60_000, 0, 60_000].map((offset) => shown(tehranParts(new Date(Date.now() + offset))));
      await expect(entry).toContainText(new RegExp(around.join('|')));
      await expect(dialog.getByText(/^اولین تماس: /)).toBeVisible();
      await screenshot(page, testInfo, 'order-timeline', { fullPage: false });
      await dialog.getByRole('button', { name: 'بستن' }).click();
      // A TALKED call moved the request on (§4's «در حال پیگیری») and the row shows when to call.
      await expect(item(page, fullName)).toContainText('در حال پیگیری');
      await expect(item(page, fullName)).toContainText(`تماس بعدی: ${shown(next)}`);

      await page.goto('/admin/calls-due');
      await expect(page.getByRole('heading', { level: 1, name: 'تماس‌های امروز' })).toBeVisible();
      const due = item(page, fullName);
      await expect(due).toContainText(shown(next));
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'calls-due');
      await due.getByRole('button', { name: `تماس‌ها و یادداشت‌های ${fullName}` }).click();
      await expect(page.getByRole('dialog').getByTestId('timeline-entry')).toHaveCount(1);
      await page.getByRole('dialog').getByRole('button', { name: 'بستن' }).click();

      // The dashboard's time-to-first-call table counts this request among the period's, called.
      await page.goto('/admin/dashboard');
      const stats = page.getByRole('region', { name: 'زمان تا اولین تماس' });
      await expect(stats.getByText(/مهلت اولین تماس ۱۵ دقیقه/)).toBeVisible();
      await expect(item(page, 'همه').filter({ hasText: 'دقیقه' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'first-contact-stats');
    },
  );
});

/** 23:59 of Tehran's today: a follow-up must stay within today to be due today. */
function endOfTehranDay(): number {
  const now = tehranParts(new Date());
  const minutesLeft = (23 - Number(now.hour)) * 60 + (59 - Number(now.minute));
  return Date.now() + minutesLeft * 60_000;
}
