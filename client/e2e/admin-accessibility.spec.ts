import type { FileChooser, Page, TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, PNG, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';

const IDS = `{
  themes { id } categories { id } plans { id } features { id }
  adminWorkSamples(perPage: 1) { items { id } }
  admins { id }
}`;
const CREATE_CUSTOMER = `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }`;
const CREATE_CUSTOMER_PLAN = `mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }`;
const CREATE_ORDER = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;

type Ids = {
  themes: { id: number }[];
  categories: { id: number }[];
  plans: { id: number }[];
  features: { id: number }[];
  adminWorkSamples: { items: { id: number }[] };
  admins: { id: number }[];
};

/** Every back-office screen, with records to show in the lists and edit forms. */
async function adminScreens(page: Page, testInfo: TestInfo): Promise<Record<string, string>> {
  const ids = await adminGraphql<Ids>(page, IDS);
  const tag = unique(testInfo);
  const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE_CUSTOMER, {
    input: { name: `آزاده${tag}`, family: `رحیمی${tag}`, phone: `09${String(Date.now()).slice(-9)}`, email: `a11y.${tag}@example.com` },
  });
  const { createCustomerPlan } = await adminGraphql<{ createCustomerPlan: { id: number } }>(page, CREATE_CUSTOMER_PLAN, {
    input: { customerId: createCustomer.id, planId: ids.plans[0].id, domainName: `a11y${tag}.ir`, isActive: true, paid: 1500000 },
  });
  const { createOrder } = await adminGraphql<{ createOrder: { id: number } }>(page, CREATE_ORDER, {
    input: { fullName: `نسرین ${tag}`, phoneNumber: '09121234567', description: 'سفارش برای بررسی دسترس‌پذیری' },
  });
  const admin = paths.admin;
  return {
    dashboard: admin.dashboard,
    users: admin.users,
    addUser: admin.addUser,
    editUser: admin.editUser(ids.admins[0].id),
    customers: admin.customers,
    addCustomer: admin.addCustomer,
    editCustomer: admin.editCustomer(createCustomer.id),
    customerPlans: admin.customerPlans(createCustomer.id),
    createCustomerPlan: admin.createCustomerPlan(createCustomer.id),
    editCustomerPlan: admin.editCustomerPlan(createCustomerPlan.id),
    themes: admin.themes,
    addTheme: admin.addTheme,
    editTheme: admin.editTheme(ids.themes[0].id),
    categories: admin.categories,
    addCategory: admin.addCategory,
    editCategory: admin.editCategory(ids.categories[0].id),
    plans: admin.plans,
    addPlan: admin.addPlan,
    editPlan: admin.editPlan(ids.plans[0].id),
    planFeatures: admin.planFeatures(ids.plans[0].id),
    features: admin.features,
    addFeature: admin.addFeature,
    editFeature: admin.editFeature(ids.features[0].id),
    orders: admin.orders,
    addOrder: admin.addOrder,
    order: admin.order(createOrder.id),
    convertOrder: admin.convertOrder(createOrder.id),
    workSamples: admin.workSamples,
    addWorkSample: admin.addWorkSample,
    editWorkSample: admin.editWorkSample(ids.adminWorkSamples.items[0].id),
    siteSettings: admin.siteSettings,
    notFound: '/admin/no-such-screen',
  };
}

/** axe's findings, one readable line per rule and element, so a failure names what to fix. */
async function violations(page: Page, selector?: string): Promise<string[]> {
  const { violations: found } = await axe(page, ...(selector ? [selector] : []));
  return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`));
}

test.describe.configure({ mode: 'parallel' });

test('the login screen has no accessibility violation', async ({ page }) => {
  await page.goto(paths.adminLogin);
  await expect(page.getByRole('button', { name: 'ورود' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

/**
 * The screens in three groups, each a test of its own that the file's parallel mode gives to
 * whichever worker is free: in one test the 29 screens kept one worker busy for up to three minutes.
 */
const SCREEN_GROUPS = {
  lists: (name: string) => !/^(add|create|edit)[A-Z]/.test(name),
  'add forms': (name: string) => /^(add|create)[A-Z]/.test(name),
  'edit forms': (name: string) => /^edit[A-Z]/.test(name),
};

for (const [group, inGroup] of Object.entries(SCREEN_GROUPS)) {
  test(`every back-office screen has no accessibility violation: ${group}`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await signIn(page);
    const screens = Object.entries(await adminScreens(page, testInfo)).filter(([name]) => inGroup(name));
    expect(screens.length).toBeGreaterThan(5);
    const found: Record<string, string[]> = {};
    for (const [name, path] of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
      const screenViolations = await violations(page);
      if (screenViolations.length) found[name] = screenViolations;
    }
    expect(found).toEqual({});
  });
}

test('the states around the screens pass axe: a ticked request, the status question, a message with its undo, the expert note, a delete question, the leave question, the phone menu', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const tag = unique(testInfo);
  const fullName = `حالت ${tag}`;
  await adminGraphql(page, CREATE_ORDER, { input: { fullName, phoneNumber: '09121234567' } });
  const customer = { name: 'یادداشت‌دار', family: `حالت ${tag}` };
  await adminGraphql(page, CREATE_CUSTOMER, {
    input: {
      ...customer,
      phone: `09${String(Date.now()).slice(-9)}`,
      email: `states.${tag}@example.com`,
      // Long enough to scroll inside its dialog.
      description: 'تماس گرفته شد و قرار شد پیش‌فاکتور فرستاده شود.\n'.repeat(60),
    },
  });
  const found: Record<string, string[]> = {};
  const check = async (state: string, selector?: string) => {
    const seen = await violations(page, selector);
    if (seen.length) found[state] = seen;
  };

  // A pending request (its warning chip) in a ticked row, the question before a bulk status change, and the message after it.
  await page.goto(`${paths.admin.orders}?search=${encodeURIComponent(fullName)}`);
  await page.getByRole('checkbox', { name: `انتخاب درخواست ${fullName}` }).check();
  await check('ticked request');
  const bar = page.getByRole('region', { name: 'کار با ردیف‌های انتخاب‌شده' });
  await bar.getByRole('combobox', { name: 'وضعیت جدید' }).click();
  await page.getByRole('option', { name: 'در حال پیگیری', exact: true }).click();
  await bar.getByRole('button', { name: 'تغییر وضعیت' }).click();
  const question = page.getByRole('dialog', { name: 'تغییر وضعیت ۱ درخواست' });
  await expect(question).toBeVisible();
  await check('status question', '[role="dialog"]');
  await question.getByRole('button', { name: 'تغییر وضعیت همه' }).click();
  await expect(page.getByRole('button', { name: 'بازگردانی' })).toBeVisible();
  await check('message with undo');

  // The expert note, long enough to scroll, and the delete question.
  await page.goto(`${paths.admin.customers}?search=${encodeURIComponent(customer.family)}`);
  await page.getByRole('button', { name: `یادداشت کارشناس برای ${customer.name} ${customer.family}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('expert note', '[role="dialog"]');
  await page.getByRole('dialog').getByRole('button', { name: 'بستن' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `حذف ${customer.name} ${customer.family}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('delete question', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The question before leaving a changed form.
  await page.goto(paths.admin.addCustomer);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('نیمه‌کاره');
  await page.getByRole('navigation', { name: 'منوی پنل مدیریت' }).getByRole('link', { name: 'داشبورد' }).click();
  await expect(page.getByRole('dialog')).toContainText('تغییرات این فرم ذخیره نشده است');
  await check('leave question', '[role="dialog"]');
  await page.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();

  // The phone's menu.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.admin.dashboard);
  await page.getByRole('button', { name: 'باز کردن منو' }).click();
  await expect(page.getByRole('dialog', { name: 'منوی پنل مدیریت' })).toBeVisible();
  await check('phone menu');
  expect(found).toEqual({});
});

test('a keyboard user skips the sidebar in one step', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.admin.addWorkSample);
  // The form, not its loading skeleton: what follows walks the page's own controls.
  await expect(page.getByRole('textbox', { name: 'عنوان' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'رفتن به محتوای صفحه' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands inside the page, not on the sidebar's first link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'منوی پنل مدیریت' }).locator(':focus')).toHaveCount(0);
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('the image picker opens with Enter as well as Space', async ({ page }) => {
  // Listening from the start turns Chromium's file-chooser interception on long before the key press.
  // Turned on in the same step as the press (waitForEvent), it raced the press on a busy browser: the
  // input was clicked, with user activation, and the chooser went unreported.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await signIn(page);
  await page.goto(paths.admin.addWorkSample);
  // The settled form, not one the loading skeleton is about to replace: a key pressed on a
  // button that is then unmounted goes nowhere (seen on a loaded CI machine).
  await expect(page.getByRole('textbox', { name: 'عنوان' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const picker = page.getByRole('button', { name: /^انتخاب تصویر/ });
  await picker.focus();
  await expect(picker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0].setFiles(PNG);
  await expect(page.getByRole('img', { name: 'پیش‌نمایش تصویر انتخاب‌شده' })).toBeVisible();
  const again = page.getByRole('button', { name: /^انتخاب تصویر دیگر/ });
  await again.focus();
  await expect(again).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length).toBe(2);
  expect(choosers[1].isMultiple()).toBe(false);
});
