import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, dismissSnackbars, signIn, snackbar, unique } from './support/admin';
import { axe } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';

/*
 * Issue 34, «غیرفعال کردن»: admins are never deleted, so each test adds its own with a unique
 * e-mail and mobile number and leaves them in the shared database.
 */
const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token { id } } }';
const CREATE_ENDPOINT = 'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id } }';
const DEACTIVATED = 'حساب شما غیرفعال شده است؛ با مدیر ارشد تماس بگیرید';

const rowOf = (page: Page, email: string) => page.getByTestId('admin-row').filter({ hasText: email });

let mobiles = 0;
/** A mobile number no other test uses: 0917, then seven digits of the clock and a counter. */
const uniqueMobile = () => `0917${String(Date.now() + mobiles++).slice(-7)}`;

async function addAdmin(page: Page, suffix: string, role?: 'SUPERADMIN') {
  const person = {
    name: 'رفتنی',
    family: `مدیر${suffix}`,
    email: `leaving-${suffix}@example.com`,
    phone: uniqueMobile(),
    password: 'leaving-admin-pass',
  };
  await adminGraphql(page, CREATE_ADMIN, { input: { ...person, ...(role ? { role } : {}) } });
  return { ...person, fullName: `${person.name} ${person.family}`, credentials: { login: person.email, password: person.password } };
}

/** Calls the API as `credentials`' admin (not the page's), to make what only they can (their own API token). */
async function asAdmin(page: Page, credentials: { login: string; password: string }, query: string, variables: Record<string, unknown>) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const login = await page.request.post('/graphql', { data: { query: LOGIN, variables: { input: credentials } }, headers });
  const token = (await login.json()).data.login.accessToken as string;
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

/** axe's findings in the dialog, one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axe(page, '[role="dialog"]');
  return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`));
}

test.describe('turning an admin off', () => {
  test('a superadmin turns off an admin signed in on another browser, who lands on the login page told why; turned on again, they sign in', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signIn(page);
    const leaving = await addAdmin(page, unique(testInfo));

    // The admin works in a browser of their own, live socket open.
    const other = await browser.newContext({ baseURL });
    const theirs = await other.newPage();
    await signIn(theirs, leaving.credentials);
    const subscribed = theirs
      .waitForEvent('websocket', (socket) => socket.url().endsWith('/graphql'))
      .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
    await theirs.goto(paths.admin.orders);
    await subscribed;

    await page.goto(paths.admin.users);
    await rowOf(page, leaving.email)
      .getByRole('button', { name: `غیرفعال کردن ${leaving.fullName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `غیرفعال کردن ${leaving.fullName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('deactivation-requests')).toHaveText('درخواست بازی به نام این مدیر نیست.');
    await expect(dialog.getByRole('combobox', { name: 'مسئول درخواست‌های باز' })).toHaveText('بدون مسئول');
    await expect(dialog.getByText('این مدیر توکن API یا وب‌هوکی نساخته است.')).toBeVisible();
    await dialog.getByRole('button', { name: 'غیرفعال کردن' }).click();
    await expect(snackbar(page, `${leaving.fullName} غیرفعال شد`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Still in the list, marked.
    await expect(rowOf(page, leaving.email).getByTestId('admin-inactive')).toHaveText('غیرفعال');

    // Their open page goes to the login page, which says why.
    await expect(theirs).toHaveURL(/\/ch-admin\?ended=deactivated$/);
    await expect(theirs.getByRole('alert').filter({ hasText: DEACTIVATED })).toBeVisible();
    expect(await theirs.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signing in again is refused with the same words.
    await theirs.getByRole('textbox', { name: /نام کاربری|ایمیل/ }).fill(leaving.email);
    await theirs.getByLabel('رمز عبور').fill(leaving.password);
    await theirs.getByRole('button', { name: 'ورود' }).click();
    await expect(theirs.getByRole('alert').filter({ hasText: DEACTIVATED })).toHaveCount(2);
    await expect(theirs).toHaveURL(/\/ch-admin/);

    // Turned on again: they sign in.
    await dismissSnackbars(page);
    await rowOf(page, leaving.email)
      .getByRole('button', { name: `فعال کردن ${leaving.fullName}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `فعال کردن ${leaving.fullName}` });
    await confirm.getByRole('button', { name: 'فعال کردن' }).click();
    await expect(snackbar(page, `${leaving.fullName} فعال شد`)).toBeVisible();
    await expect(rowOf(page, leaving.email).getByTestId('admin-inactive')).toHaveCount(0);
    await theirs.getByRole('button', { name: 'ورود' }).click();
    await expect(theirs).toHaveURL(/\/admin\//);
    await other.close();
  });

  test(
    'the dialog lists the API tokens and webhooks the admin made and has no accessibility violation',
    PHONE,
    async ({ page }, testInfo) => {
      await signIn(page);
      const suffix = unique(testInfo);
      const leaving = await addAdmin(page, suffix, 'SUPERADMIN');
      await asAdmin(page, leaving.credentials, CREATE_TOKEN, { input: { name: `حسابداری ${suffix}`, scopes: ['orders:read'] } });
      await asAdmin(page, leaving.credentials, CREATE_ENDPOINT, {
        input: { url: `http://127.0.0.1:9/${suffix}`, events: ['CUSTOMER_PLAN_EXPIRING'] },
      });

      await page.goto(paths.admin.users);
      await rowOf(page, leaving.email)
        .getByRole('button', { name: `غیرفعال کردن ${leaving.fullName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `غیرفعال کردن ${leaving.fullName}` });
      const made = dialog.getByTestId('deactivation-tokens');
      await expect(made).toContainText(`توکن حسابداری ${suffix}`);
      await expect(made).toContainText(`http://127.0.0.1:9/${suffix}`);
      const keep = dialog.getByRole('radio', { name: 'نگه داشتن؛ از این پس شما مالک آن‌ها هستید' });
      await expect(keep).toBeChecked();
      expect(await violations(page)).toEqual([]);

      // The successor list offers active admins, and the choice to revoke is one click.
      await dialog.getByRole('combobox', { name: 'مسئول درخواست‌های باز' }).click();
      await expect(page.getByRole('option', { name: 'بدون مسئول' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.getByRole('radio', { name: 'باطل کردن توکن‌ها و خاموش کردن وب‌هوک‌ها' }).check();
      await dialog.getByRole('button', { name: 'غیرفعال کردن' }).click();
      await expect(snackbar(page, `${leaving.fullName} غیرفعال شد`)).toBeVisible();
      await expect(rowOf(page, leaving.email).getByTestId('admin-inactive')).toBeVisible();

      // The reactivation's question is as accessible.
      await dismissSnackbars(page);
      await rowOf(page, leaving.email)
        .getByRole('button', { name: `فعال کردن ${leaving.fullName}` })
        .click();
      await expect(page.getByRole('dialog', { name: `فعال کردن ${leaving.fullName}` })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();
    },
  );
});
