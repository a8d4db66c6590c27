import { ADMIN, allowRefusedRequests, expectNoSidewaysScroll, screenshot, signIn } from './support/admin';
import { expect, isPhone, PHONE, test } from './support/fixtures';

test.describe('back-office login', () => {
  test('a wrong password shows the spec message and stores nothing', PHONE, async ({ page, consoleErrors }, testInfo) => {
    await page.goto('/ch-admin');
    await expect(page.getByRole('heading', { name: 'ورود به پنل مدیریت' })).toBeVisible();
    await page.locator('input[name="login"]').fill(ADMIN.login);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'ورود' }).click();
    await expect(page.getByRole('alert')).toContainText('نام کاربری یا رمز عبور اشتباه است');
    await expect(page.getByRole('alert')).toContainText('username or password is wrong');
    await expect(page).toHaveURL(/\/ch-admin$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await screenshot(page, testInfo, 'login-failed');
    await expectNoSidewaysScroll(page);
    allowRefusedRequests(consoleErrors, 401);
  });

  test('the configured admin logs in, lands on the dashboard and is welcomed by name and role', async ({ page }, testInfo) => {
    await page.goto('/ch-admin');
    await page.locator('input[name="login"]').fill(ADMIN.login);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'ورود' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.user.roles).toContain('superadmin');
    await expect(page.getByTestId('admin-welcome')).toContainText('خوش آمدید');
    await expect(page.getByTestId('admin-welcome')).toContainText('مدیر ارشد');
    await screenshot(page, testInfo, 'dashboard-after-login');
  });

  test('a logged-in admin opening the login page goes straight to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/ch-admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('/dashboard and /admin lead to the admin dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('back-office guard', () => {
  test('without a session every admin route leads to the login page', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/themes/all', '/admin/customers/3/view-plans', '/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/ch-admin$/);
    }
  });

  test('a stored user without roles is cleared and sent to the login page', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user')!);
      localStorage.setItem('user', JSON.stringify({ ...user, roles: [] }));
    });
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/ch-admin$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('a token the server rejects (401) clears the session and opens the login page', async ({ page, consoleErrors }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/ch-admin$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    allowRefusedRequests(consoleErrors, 401);
  });
});

test.describe('back-office shell', () => {
  test('the sidebar reaches every section and logout ends the session', PHONE, async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    const phone = isPhone(page.viewportSize()?.width);
    const openMenu = async () => {
      if (phone) await page.getByRole('button', { name: 'باز کردن منو' }).click();
    };
    const nav = page.getByRole('navigation', { name: 'منوی پنل مدیریت' });
    await openMenu();
    await expect(nav.getByRole('link')).toHaveText([
      'پنل مدیریت',
      'داشبورد',
      // Followed by the live count of waiting requests when there are any (earlier tests leave some).
      /^درخواست‌های مشتریان[۰-۹]*$/,
      'تماس‌های امروز',
      'مدیران',
      'مشتریان',
      'قالب‌ها',
      'دسته‌بندی قالب‌ها',
      'پلن‌ها',
      'ویژگی‌های پلن‌ها',
      'نمونه‌کارها',
      // The configured admin is a superadmin, who alone reads the activity log and manages
      // integrators' tokens, webhooks and the site's settings.
      'گزارش فعالیت',
      'توکن‌های API',
      'وب‌هوک‌ها',
      'تنظیمات سایت',
      // Every admin's own sign-in and notification settings.
      'ورود دو مرحله‌ای',
      'تنظیمات من',
      'ایجاد مشتری',
    ]);
    await screenshot(page, testInfo, 'shell-menu');
    await nav.getByRole('link', { name: 'قالب‌ها', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/themes\/all$/);
    // Focus moves to the new screen's heading, so a screen reader says where the admin is.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'قالب‌ها' })).toBeFocused();
    await openMenu();
    await expect(nav.getByRole('link', { name: 'قالب‌ها', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'ایجاد مشتری' }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/add$/);
    await expectNoSidewaysScroll(page);
    await openMenu();
    await nav.getByRole('button', { name: 'خروج' }).click();
    await expect(page).toHaveURL(/\/ch-admin$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/ch-admin$/);
  });

  test('an unknown admin path says so inside the shell', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('این صفحه در پنل مدیریت وجود ندارد')).toBeVisible();
  });

  test('public pages never download the back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.goto('/themes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /admin|login-page|date-picker|notistack/i.test(url))).toEqual([]);
  });
});
