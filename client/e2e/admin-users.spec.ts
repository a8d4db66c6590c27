import { toPersianDigits } from '@site-builder/rules';
import type { Page } from '@playwright/test';
import { ADMIN, adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique, dismissSnackbars, snackbar } from './support/admin';
import { expect, isPhone, PHONE, test } from './support/fixtures';

/*
 * Admins cannot be deleted (there is no such call), so every admin a test adds stays in the shared
 * database: each one has a unique e-mail and mobile number, and no test counts the rows.
 */
/** A table row on wide screens, a block of the list on a phone. */
const rowOf = (page: Page, email: string) => page.getByTestId('admin-row').filter({ hasText: email });

/** Snackbars cover the bottom of a phone screen for 4 s; a person waits for them, so does the test. */
/** A mobile number no other test uses: 09 and nine digits of the clock. */
function uniqueMobile(): string {
  return `09${String(Date.now()).slice(-9)}`;
}

const CREATE_ADMIN = `mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id email } }`;

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.describe('admins', () => {
  test('the list shows the seeded superadmin with the columns of the spec', PHONE, async ({ page, viewport }, testInfo) => {
    await page.goto('/admin/users/all');
    await expect(page).toHaveTitle(/مدیران/);
    await expect(page.getByRole('heading', { level: 1, name: 'مدیران' })).toBeVisible();
    if (isPhone(viewport?.width)) {
      await expect(page.getByRole('list', { name: 'فهرست مدیران' })).toBeVisible();
    } else {
      const headers = page.getByRole('table', { name: 'فهرست مدیران' }).getByRole('columnheader');
      await expect(headers).toHaveText(['نام', 'نام خانوادگی', 'ایمیل', 'موبایل', 'نقش', 'در نوبت', 'عملیات']);
      // A superadmin puts an admin on duty and off again: the choice is kept on the server.
      const onDuty = rowOf(page, ADMIN.login).getByRole('switch', { name: /در نوبت دریافت درخواست‌ها$/ });
      await expect(onDuty).not.toBeChecked();
      await onDuty.click();
      await expect(onDuty).toBeChecked();
      await page.reload();
      await expect(onDuty).toBeChecked();
      await onDuty.click();
      await expect(onDuty).not.toBeChecked();
      await expect(onDuty).toBeEnabled();
    }

    const superadmin = rowOf(page, ADMIN.login);
    await expect(superadmin).toBeVisible();
    await expect(superadmin).toContainText('مدیر ارشد');
    await expect(superadmin.getByRole('link', { name: /^ویرایش / })).toHaveAttribute('href', /\/admin\/users\/\d+\/edit-user$/);
    await expect(page.getByRole('link', { name: 'افزودن مدیر' })).toHaveAttribute('href', '/admin/users/add-user');
    // Any superadmin lifts any admin's login lockout, a superadmin's included (issue 34).
    await superadmin.getByRole('button', { name: /^باز کردن قفل ورود / }).click();
    await expect(snackbar(page, 'باز شد')).toBeVisible();
    await dismissSnackbars(page);

    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-users-list');
  });

  test('adds an admin, edits it, and refuses to delete it', PHONE, async ({ page }, testInfo) => {
    const suffix = unique(testInfo);
    const email = `admin-${suffix}@example.com`;
    const mobile = uniqueMobile();

    await page.goto('/admin/users/all');
    await page.getByRole('link', { name: 'افزودن مدیر' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/add-user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن مدیر' })).toBeVisible();

    // Every rule of docs/ARCHITECTURE.md §5 speaks Persian before anything is sent.
    await page.getByRole('button', { name: 'افزودن مدیر' }).click();
    await expect(page.getByText('نام را وارد کنید')).toBeVisible();
    await expect(page.getByText('نام خانوادگی را وارد کنید')).toBeVisible();
    await expect(page.getByText('ایمیل را وارد کنید')).toBeVisible();
    await expect(page.getByText('شماره موبایل را وارد کنید')).toBeVisible();
    await expect(page.getByText('رمز عبور را وارد کنید')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-users-add-errors');

    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('آزمون');
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(`مدیر ${suffix}`);
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(email);
    // Persian digits, as a person with a Persian keyboard types them.
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(toPersianDigits(mobile));
    await page.getByLabel('رمز عبور').fill('short');
    await page.getByRole('button', { name: 'افزودن مدیر' }).click();
    await expect(page.getByText('رمز عبور باید دست‌کم ۸ نویسه باشد')).toBeVisible();
    await page.getByLabel('رمز عبور').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'افزودن مدیر' }).click();

    await expect(snackbar(page, 'کاربر افزوده شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/all$/);
    const row = rowOf(page, email);
    await expect(row).toContainText(`مدیر ${suffix}`);
    await expect(row).toContainText(toPersianDigits(mobile));
    await expect(row).toContainText('مدیر');

    // Edit: the form holds the stored values; an empty password keeps the current one.
    await dismissSnackbars(page);
    await row.getByRole('link', { name: /^ویرایش / }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit-user$/);
    await expect(page.getByRole('textbox', { name: 'ایمیل' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue(toPersianDigits(mobile));
    await expect(page.getByLabel('رمز عبور')).toHaveValue('');
    await expect(page.getByText('برای نگه داشتن رمز فعلی خالی بگذارید')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'admin-users-edit');

    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(`ویرایش‌شده ${suffix}`);
    // A superadmin's form offers the role (issue 34): the admin added as «مدیر» becomes a superadmin.
    await expect(page.getByRole('combobox', { name: 'نقش' })).toHaveText('مدیر');
    await page.getByRole('combobox', { name: 'نقش' }).click();
    await page.getByRole('option', { name: 'مدیر ارشد' }).click();
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(snackbar(page, 'کاربر ویرایش شد')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/all$/);
    await expect(rowOf(page, email)).toContainText(`ویرایش‌شده ${suffix}`);
    await expect(rowOf(page, email)).toContainText('مدیر ارشد');

    // The password was left empty, so the old one still opens a session.
    const login = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }',
        variables: { input: { login: email, password: 'a-long-enough-password' } },
      },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect((await login.json()).data?.login.accessToken).toBeTruthy();

    // Delete never deletes (docs/ARCHITECTURE.md §6).
    await dismissSnackbars(page);
    await rowOf(page, email).getByRole('button', { name: /^حذف / }).click();
    await expect(snackbar(page, 'مدیر قابل حذف نیست')).toBeVisible();
    await page.reload();
    await expect(rowOf(page, email)).toBeVisible();
  });

  test('the server refuses a taken e-mail and the form keeps what was typed', async ({ page }, testInfo) => {
    await page.goto('/admin/users/add-user');
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('تکراری');
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(`آزمون ${unique(testInfo)}`);
    await page.getByRole('textbox', { name: 'ایمیل' }).fill(ADMIN.login);
    await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(uniqueMobile());
    await page.getByLabel('رمز عبور').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'افزودن مدیر' }).click();

    await expect(page.getByTestId('form-error')).toHaveText('این ایمیل برای مدیر دیگری ثبت شده است');
    await expect(page).toHaveURL(/\/admin\/users\/add-user$/);
    await expect(page.getByRole('textbox', { name: 'نام', exact: true })).toHaveValue('تکراری');
    await expect(page.getByRole('button', { name: 'افزودن مدیر' })).toBeEnabled();
  });

  test('an admin who is not a superadmin cannot open the edit form', async ({ page }, testInfo) => {
    const suffix = unique(testInfo);
    const credentials = { login: `plain-${suffix}@example.com`, password: 'plain-admin-password' };
    await adminGraphql(page, CREATE_ADMIN, {
      input: { name: 'مدیر', family: `عادی ${suffix}`, email: credentials.login, phone: uniqueMobile(), password: credentials.password },
    });
    await signIn(page, credentials);

    await page.goto('/admin/users/all');
    const superadmin = rowOf(page, ADMIN.login);
    await expect(superadmin).toBeVisible();
    // No link to follow: the button only explains.
    await expect(superadmin.getByRole('link', { name: /^ویرایش / })).toHaveCount(0);
    await superadmin.getByRole('button', { name: /^ویرایش / }).click();
    await expect(snackbar(page, 'مدیر قابل ویرایش نیست')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/all$/);

    await rowOf(page, credentials.login).getByRole('button', { name: /^حذف / }).click();
    await expect(snackbar(page, 'مدیر قابل حذف نیست')).toBeVisible();
    // A refusal is a warning, not an error: the orange message (#b45309, white text at 4.5:1 or more).
    const warning = page.locator('.notistack-MuiContent').filter({ hasText: 'مدیر قابل حذف نیست' });
    await expect(warning).toHaveClass(/notistack-MuiContent-warning/);
    await expect(warning).toHaveCSS('background-color', 'rgb(180, 83, 9)');
    await screenshot(page, testInfo, 'admin-users-not-superadmin');
  });

  test('an admin changing their own password gives the current one and stays signed in', async ({ page }, testInfo) => {
    const suffix = unique(testInfo);
    const credentials = { login: `self-${suffix}@example.com`, password: 'self-old-password' };
    const created = await adminGraphql<{ createAdmin: { id: number } }>(page, CREATE_ADMIN, {
      input: { name: 'مدیر', family: `خود ${suffix}`, email: credentials.login, phone: uniqueMobile(), password: credentials.password },
    });
    await signIn(page, credentials);
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    await page.goto(`/admin/users/${created.createAdmin.id}/edit-user`);
    await expect(page.getByRole('textbox', { name: 'ایمیل' })).toHaveValue(credentials.login);
    // The current password is asked for only once a new one is typed.
    await expect(page.getByLabel('رمز عبور فعلی')).toHaveCount(0);
    await page.getByLabel('رمز عبور', { exact: true }).fill('self-new-password');
    const current = page.getByLabel('رمز عبور فعلی');
    await expect(current).toHaveAttribute('name', 'current_password');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(current).toHaveAccessibleDescription('رمز عبور فعلی را وارد کنید');

    await current.fill('not-the-password');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    // The server's 422 lands under the field it names.
    await expect(current).toHaveAccessibleDescription('رمز عبور فعلی درست نیست');
    await expect(page).toHaveURL(/\/edit-user$/);
    await screenshot(page, testInfo, 'admin-users-own-password');

    await current.fill(credentials.password);
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(snackbar(page, 'کاربر ویرایش شد')).toBeVisible();
    // Still signed in with the token the answer brought: the list loads, the login page does not open.
    await expect(page).toHaveURL(/\/admin\/users\/all$/);
    await expect(rowOf(page, credentials.login)).toBeVisible();
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    // The token from before the change is refused; the new password opens a session.
    const withOld = await page.request.post('/graphql', {
      data: { query: '{ me { id } }' },
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${oldToken}` },
    });
    expect(withOld.status()).toBe(401);
    await signIn(page, { login: credentials.login, password: 'self-new-password' });
  });
});
