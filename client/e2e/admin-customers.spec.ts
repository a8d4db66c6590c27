import { toPersianDigits } from '@site-builder/rules';
import type { Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
import { expect, isPhone, PHONE, test } from './support/fixtures';

/** A phone number no other test uses: 09 and nine digits of the clock. */
const uniquePhone = (offset = 0) => `09${String(Date.now() + offset).slice(-9)}`;

const CREATE = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }`;

/** Rows of the table on wide screens, or cards on narrow ones. */
/** Lets opening dialogs finish fading in, so screenshots show them as an admin does. */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    );
  });

const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'مشتریان' })
    .locator('tbody')
    .getByRole('row')
    .or(page.getByRole('list', { name: 'مشتریان' }).getByRole('listitem'));
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'جستجو در نام، نام خانوادگی، تلفن یا ایمیل' });

async function chooseStatus(page: Page, label: 'همه' | 'فعال' | 'غیرفعال') {
  await page.getByRole('combobox', { name: 'وضعیت' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('admin customers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test(
    'adds a customer, finds them by name and by a phone typed in Persian digits, filters, sorts, reads the note and edits them',
    PHONE,
    async ({ page }, testInfo) => {
      const tag = unique(testInfo);
      const family = `آزمون${tag}`;
      const name = `سارا${tag}`;
      const phone = uniquePhone();
      const note = `مشتری در تماس اول علاقه‌مند به فروشگاه بود و خواست عصرها تماس بگیریم. ${tag}`;

      // An older customer of the same family, so the two orders can be told apart.
      await adminGraphql(page, CREATE, { input: { name: `قدیمی${tag}`, family, email: `old.${tag}@example.com`, phone: uniquePhone(7) } });

      await page.goto('/admin/customers/all');
      await expect(page.getByRole('heading', { level: 1, name: 'مشتریان' })).toBeVisible();
      await page.getByRole('link', { name: 'افزودن مشتری' }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/add$/);

      // docs/ARCHITECTURE.md §5: name, family, e-mail and phone are required; the note is not.
      await page.getByRole('button', { name: 'افزودن مشتری' }).click();
      await expect(page.getByText('نام را وارد کنید')).toBeVisible();
      await expect(page.getByText('نام خانوادگی را وارد کنید')).toBeVisible();
      await expect(page.getByText('ایمیل را وارد کنید')).toBeVisible();
      await expect(page.getByText('شماره تلفن را وارد کنید')).toBeVisible();

      await page.getByRole('textbox', { name: /^نام[\s*]*$/ }).fill(name);
      await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(family);
      await page.getByRole('textbox', { name: 'ایمیل' }).fill(`not-an-email`);
      await page.getByRole('textbox', { name: 'شماره تلفن' }).fill(toPersianDigits(phone));
      await page.getByRole('textbox', { name: 'یادداشت کارشناس' }).fill(note);
      await page.getByRole('button', { name: 'افزودن مشتری' }).click();
      await expect(page.getByText('ایمیل معتبر نیست')).toBeVisible();
      await page.getByRole('textbox', { name: 'ایمیل' }).fill(`sara.${tag}@example.com`);
      await screenshot(page, testInfo, 'customer-add');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'افزودن مشتری' }).click();

      await expect(page.getByText('مشتری افزوده شد')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/customers\/all$/);

      // Search by name: the URL carries it.
      await searchBox(page).fill(name);
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name)}`));
      await expect(rows(page)).toHaveCount(1);
      // A table at 1280 px; labelled cards on a phone, so nothing hides behind a sideways scroll.
      await expect(page.getByRole('table', { name: 'مشتریان' })).toHaveCount(isPhone(page.viewportSize()?.width) ? 0 : 1);
      await expect(row(page, name)).toContainText(family);
      await expect(row(page, name)).toContainText(toPersianDigits(phone));
      // A tap on the number dials it (tel: wants Latin digits).
      await expect(row(page, name).getByRole('link', { name: toPersianDigits(phone) })).toHaveAttribute('href', `tel:${phone}`);
      await expect(row(page, name)).toContainText(`sara.${tag}@example.com`);
      await expect(row(page, name)).toContainText('۰ فعال / ۰ غیرفعال');

      // Search by phone typed in Persian digits: sent (and kept in the URL) in Latin digits.
      await searchBox(page).fill(toPersianDigits(phone));
      await expect(page).toHaveURL(new RegExp(`search=${phone}`));
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, name)).toBeVisible();
      await page.reload();
      await expect(searchBox(page)).toHaveValue(phone);
      await expect(row(page, name)).toBeVisible();

      // Status filter: a customer without an active plan is inactive.
      await searchBox(page).fill(family);
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(family)}`));
      await expect(rows(page)).toHaveCount(2);
      await chooseStatus(page, 'غیرفعال');
      await expect(page).toHaveURL(/status=INACTIVE/);
      await expect(rows(page)).toHaveCount(2);
      await chooseStatus(page, 'فعال');
      await expect(page).toHaveURL(/status=ACTIVE/);
      await expect(page.getByText('مشتری‌ای با این مشخصات پیدا نشد.')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
      await screenshot(page, testInfo, 'customers-no-results');
      await chooseStatus(page, 'همه');
      await expect(page).not.toHaveURL(/status=/);
      await expect(rows(page)).toHaveCount(2);

      // Newest first by default; the toggle turns it to oldest first and back.
      await expect(rows(page).first()).toContainText(name);
      await page.getByRole('button', { name: /جدیدترین/ }).click();
      await expect(page).toHaveURL(/created=asc/);
      await expect(page.getByRole('button', { name: /قدیمی‌ترین/ })).toBeVisible();
      await expect(rows(page).first()).toContainText(`قدیمی${tag}`);
      await expect(rows(page).last()).toContainText(name);
      await page.getByRole('button', { name: /قدیمی‌ترین/ }).click();
      await expect(page).not.toHaveURL(/created=/);
      await expect(rows(page).first()).toContainText(name);
      await screenshot(page, testInfo, 'customers-list');
      await expectNoSidewaysScroll(page);

      // The expert note opens in full in a dialog.
      await row(page, name)
        .getByRole('button', { name: `یادداشت کارشناس برای ${name} ${family}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `یادداشت کارشناس: ${name} ${family}` });
      await expect(dialog).toContainText(note);
      await settle(page);
      await screenshot(page, testInfo, 'customer-note');
      await dialog.getByRole('button', { name: 'بستن' }).click();
      await expect(dialog).toBeHidden();

      // Edit: the form holds what was saved; the list shows the change.
      const listView = new URL(page.url());
      await row(page, name).getByRole('link', { name: 'ویرایش مشتری' }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/edit\/\d+$/);
      await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue(family);
      // In Persian digits, like every figure the back office shows.
      await expect(page.getByRole('textbox', { name: 'شماره تلفن' })).toHaveValue(toPersianDigits(phone));
      await expect(page.getByRole('textbox', { name: 'یادداشت کارشناس' })).toHaveValue(note);
      // "Back to the list" returns to the list as it was left: its search still applied.
      await expect(page.getByRole('link', { name: 'بازگشت به مشتریان' })).toHaveAttribute('href', listView.pathname + listView.search);
      expect(listView.search).toMatch(/search=/);
      const newEmail = `sara.new.${tag}@example.com`;
      await page.getByRole('textbox', { name: 'ایمیل' }).fill(newEmail);
      await screenshot(page, testInfo, 'customer-edit');
      await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
      await expect(page.getByText('مشتری ویرایش شد')).toBeVisible();
      await expect(page).toHaveURL(listView.href);
      await expect(row(page, name)).toContainText(newEmail);
      await page.reload();
      await expect(row(page, name)).toContainText(newEmail);
    },
  );

  test('the per-row links lead to the customer plans and the create-plan form', async ({ page }, testInfo) => {
    const tag = unique(testInfo);
    const name = `پیوند${tag}`;
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE, {
      input: { name, family: 'رضایی', email: `link.${tag}@example.com`, phone: uniquePhone(13) },
    });
    await page.goto(`/admin/customers/all?search=${encodeURIComponent(name)}`);
    await expect(row(page, name).getByRole('link', { name: 'مشاهده طرح‌ها' })).toHaveAttribute(
      'href',
      `/admin/customers/${createCustomer.id}/view-plans`,
    );
    await expect(row(page, name).getByRole('link', { name: 'ایجاد طرح' })).toHaveAttribute(
      'href',
      `/admin/customers/edit/${createCustomer.id}/create-plan`,
    );
    await row(page, name).getByRole('link', { name: 'مشاهده طرح‌ها' }).click();
    await expect(page.getByText('برای این مشتری طرحی ثبت نشده است.')).toBeVisible();

    // Its own e-mail is no warning on its edit form; typed for a new customer it is, naming who holds it.
    const email = `link.${tag}@example.com`;
    await page.goto(`/admin/customers/edit/${createCustomer.id}`);
    await expect(page.getByRole('textbox', { name: 'ایمیل' })).toHaveValue(email);
    await page.goto('/admin/customers/add');
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(email.toUpperCase());
    const warning = page.getByRole('status').filter({ hasText: 'این ایمیل برای مشتری دیگری هم ثبت شده است' });
    await expect(warning.getByRole('link', { name: `${name} رضایی` })).toHaveAttribute(
      'href',
      `/admin/customers/edit/${createCustomer.id}`,
    );
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(`other.${tag}@example.com`);
    await expect(warning).toHaveCount(0);
  });

  test('a search that matches nobody says so', async ({ page }, testInfo) => {
    await page.goto(`/admin/customers/all?search=${encodeURIComponent(`هیچ‌کس${unique(testInfo)}`)}`);
    await expect(page.getByText('مشتری‌ای با این مشخصات پیدا نشد.')).toBeVisible();
    await expect(page.getByText('هیچ مشتری‌ای ثبت نشده است.')).toHaveCount(0);
  });
});
