import AxeBuilder from '@axe-core/playwright';
import type { FileChooser, Page, TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, PNG, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

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
  await adminGraphql(page, CREATE_ORDER, {
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
    workSamples: admin.workSamples,
    addWorkSample: admin.addWorkSample,
    editWorkSample: admin.editWorkSample(ids.adminWorkSamples.items[0].id),
    siteSettings: admin.siteSettings,
    notFound: '/admin/no-such-screen',
  };
}

/** axe's findings, one readable line per rule and element, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`));
}

test('the login screen has no accessibility violation', async ({ page }) => {
  await page.goto(paths.adminLogin);
  await expect(page.getByRole('button', { name: 'ورود' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('every back-office screen has no accessibility violation', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  const screens = await adminScreens(page, testInfo);
  const found: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(screens)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    const screenViolations = await violations(page);
    if (screenViolations.length) found[name] = screenViolations;
  }
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
