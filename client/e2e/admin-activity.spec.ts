import type { Locator, Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
import { insertActivity } from './support/database';
import { expect, isPhone, PHONE, test } from './support/fixtures';

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;
const CREATE_ADMIN = `mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }`;

/** One row of a list, whichever shape it has at this width: a table row or a card. */
function itemOf(page: Page, listName: string, text: string): Locator {
  if (isPhone(page.viewportSize()?.width))
    return page.getByRole('list', { name: listName }).getByRole('listitem').filter({ hasText: text });
  return page.getByRole('table', { name: listName }).getByRole('row').filter({ hasText: text });
}

function allEntries(page: Page): Locator {
  if (isPhone(page.viewportSize()?.width)) return page.getByRole('list', { name: 'گزارش فعالیت' }).getByRole('listitem');
  return page
    .getByRole('table', { name: 'گزارش فعالیت' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The sidebar's links; on a phone it is a drawer opened from the menu button. */
async function sidebar(page: Page): Promise<Locator> {
  if (isPhone(page.viewportSize()?.width)) await page.getByRole('button', { name: 'باز کردن منو' }).click();
  return page.getByRole('navigation', { name: 'منوی پنل مدیریت' }).last();
}

test.describe('admin activity log', () => {
  // The browser in Tehran, the server in UTC (start-server.mjs): a day typed in the filter is Tehran's day.
  test.use({ timezoneId: 'Asia/Tehran' });

  test(
    "a superadmin reads an admin's status change with its Jalali time and before and after, and filters the log",
    PHONE,
    async ({ page }, testInfo) => {
      const suffix = unique(testInfo);
      await signIn(page);
      const staff = { name: 'کارمند', family: `پیگیری ${suffix}`, login: `activity-${suffix}@example.com`, password: 'activity-password' };
      await adminGraphql(page, CREATE_ADMIN, {
        input: {
          name: staff.name,
          family: staff.family,
          email: staff.login,
          phone: `09${String(Date.now()).slice(-9)}`,
          password: staff.password,
        },
      });
      const fullName = `مشتری گزارش ${suffix}`;
      const created = await page.request.post('/graphql', {
        data: { query: CREATE_ORDER, variables: { input: { fullName, phoneNumber: `0912${String(Date.now()).slice(-7)}` } } },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(created.ok()).toBe(true);

      // A plain admin changes the request's status, and has no way into the log.
      await signIn(page, { login: staff.login, password: staff.password });
      await page.goto(`/admin/orders?search=${encodeURIComponent(fullName)}`);
      const order = itemOf(page, 'درخواست‌ها', fullName);
      await chooseOption(page, order.getByRole('combobox', { name: 'تغییر وضعیت' }), 'در حال پیگیری');
      await expect(page.getByText('وضعیت بروز شد')).toBeVisible();
      const plainNav = await sidebar(page);
      await expect(plainNav.getByRole('link', { name: 'مشتریان', exact: true })).toBeVisible();
      await expect(plainNav.getByRole('link', { name: 'گزارش فعالیت' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      // Typed in by hand, the log says it is not theirs to read rather than "could not load".
      await page.goto('/admin/activity');
      await expect(page.getByRole('status').filter({ hasText: 'دسترسی ندارید' })).toBeVisible();
      await expect(page.getByText('اطلاعات بارگذاری نشد')).toHaveCount(0);
      // So do the other superadmin screens.
      for (const path of ['/admin/api-tokens', '/admin/webhooks']) {
        await page.goto(path);
        await expect(page.getByText('دسترسی ندارید')).toBeVisible();
      }

      await signIn(page);
      await page.goto('/admin/dashboard');
      const link = (await sidebar(page)).getByRole('link', { name: 'گزارش فعالیت' });
      await link.click();
      await expect(page).toHaveURL(/\/admin\/activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'گزارش فعالیت' })).toBeVisible();

      const entry = itemOf(page, 'گزارش فعالیت', fullName);
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(`${staff.name} ${staff.family}`);
      await expect(entry).toContainText('تغییر وضعیت');
      await expect(entry).toContainText('درخواست مشتری');
      await expect(entry).toContainText('وضعیت: در انتظار بررسی ← در حال پیگیری');
      // Written a moment ago: the Jalali year (14xx) in Persian digits, with the time.
      await expect(entry).toContainText(/۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}، [۰-۹]{1,2}:[۰-۹]{2}/);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'activity-log');

      // The superadmin's own writes (the new admin) are in the log too, until the entity filter.
      const adminCreated = itemOf(page, 'گزارش فعالیت', staff.family).filter({ hasText: 'ایجاد' });
      await expect(adminCreated).not.toHaveCount(0);
      // A create shows the record it wrote, not a dash.
      await expect(adminCreated.first()).toContainText('نام: کارمند');
      await chooseOption(page, page.getByRole('combobox', { name: 'بخش' }), 'درخواست مشتری');
      await expect(page).toHaveURL(/entity=order/);
      await expect(entry).toHaveCount(1);
      await expect(allEntries(page).filter({ hasNotText: 'درخواست مشتری' })).toHaveCount(0);

      await chooseOption(page, page.getByRole('combobox', { name: 'مدیر' }), `${staff.name} ${staff.family}`);
      await expect(page).toHaveURL(/admin=\d+/);
      await expect(allEntries(page)).toHaveCount(1);
      await screenshot(page, testInfo, 'activity-log-filtered');

      // The filters live in the URL: a reload shows the same rows.
      await page.reload();
      await expect(allEntries(page)).toHaveCount(1);
      await expect(page.getByRole('combobox', { name: 'بخش' })).toHaveText('درخواست مشتری');

      await chooseOption(page, page.getByRole('combobox', { name: 'بخش' }), 'قالب');
      await expect(page.getByText('فعالیتی با این مشخصات پیدا نشد.')).toBeVisible();
    },
  );

  test('the day filters take Jalali days and keep them in the URL as calendar dates', async ({ page, baseURL }, testInfo) => {
    const suffix = unique(testInfo);
    await signIn(page);
    await adminGraphql(page, CREATE_ADMIN, {
      input: {
        name: 'روزانه',
        family: `تاریخ ${suffix}`,
        email: `day-${suffix}@example.com`,
        phone: `09${String(Date.now()).slice(-9)}`,
        password: 'day-password-1',
      },
    });
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now);
    const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .filter((part) => part.type !== 'literal')
      .map((part) => part.value)
      .join('');

    await page.goto('/admin/activity');
    for (const label of ['از تاریخ', 'تا تاریخ']) {
      const field = page.getByRole('group', { name: label });
      await field.getByRole('spinbutton', { name: 'سال' }).click();
      await page.keyboard.type(jalali);
      await expect(field.getByRole('spinbutton', { name: 'روز' })).toHaveText(
        jalali.slice(6).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
      );
    }
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}|to=${today}&from=${today}`));
    await expect(itemOf(page, 'گزارش فعالیت', `تاریخ ${suffix}`)).toHaveCount(1);

    // Whatever the hour this runs at: an entry made at 01:00 in Tehran on ۱۴۰۵/۰۹/۰۴ is 21:30 UTC on
    // the day before, and the server runs on UTC. It is found under Tehran's day, not the server's.
    const lateLabel = `پس از نیمه‌شب ${suffix}`;
    const adminId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { id: number }).id);
    await insertActivity(baseURL!, {
      adminId,
      action: 'UPDATE',
      entityType: 'ORDER',
      label: lateLabel,
      createdAt: new Date('2026-11-24T21:30:00Z'),
    });
    await page.goto('/admin/activity?from=2026-11-25&to=2026-11-25');
    await expect(itemOf(page, 'گزارش فعالیت', lateLabel)).toContainText('۱۴۰۵/۰۹/۰۴، ۰۱:۰۰');
    await page.goto('/admin/activity?from=2026-11-24&to=2026-11-24');
    await expect(page.getByRole('group', { name: 'از تاریخ' }).getByRole('spinbutton', { name: 'روز' })).toHaveText('۰۳');
    await expect(page.getByText('فعالیتی با این مشخصات پیدا نشد.').or(allEntries(page).first())).toBeVisible();
    await expect(itemOf(page, 'گزارش فعالیت', lateLabel)).toHaveCount(0);

    // A day still to come has nothing; the field shows it in the Jalali calendar.
    await page.goto('/admin/activity?from=2030-01-01');
    await expect(page.getByText('فعالیتی با این مشخصات پیدا نشد.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'از تاریخ' }).getByRole('spinbutton', { name: 'سال' })).toHaveText('۱۴۰۸');
  });
});
