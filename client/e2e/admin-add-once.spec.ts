import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, PNG, signIn, snackbar, unique } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * One save per submission on every add page: a double click on the save button adds the record
 * once (the features page has its own test with a lost answer, in admin-catalogue.spec.ts). Most
 * pages leave the form after a save; the work-sample page clears it for the next one and the API
 * token page shows the secret in its place, so those say what shows instead of a message.
 */
test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a double click on each add page’s save button adds the record once', async ({ page }, testInfo) => {
  await signIn(page);
  const tag = unique(testInfo);
  const mobile = () => `09${String(Date.now()).slice(-7)}${Math.floor(10 + Math.random() * 89)}`;
  const count = async <T>(query: string, pick: (data: T) => number, variables?: Record<string, unknown>) =>
    pick(await adminGraphql<T>(page, query, variables));

  const customerFamily = `یک‌باره ${tag}`;
  const pages: {
    path: string;
    fill: () => Promise<unknown>;
    button: string;
    saved: string;
    /** What shows once saved, when it is not a message with `saved`. */
    shown?: () => Locator;
    /** The page keeps its address after a save (the form cleared, or the result in its place). */
    stays?: true;
    stored: () => Promise<number>;
  }[] = [
    {
      path: paths.admin.addCustomer,
      fill: async () => {
        await textbox(page, 'نام').fill('مشتری');
        await textbox(page, 'نام خانوادگی').fill(customerFamily);
        await textbox(page, 'ایمیل').fill(`once.${tag}@example.com`);
        await textbox(page, 'شماره تلفن').fill(mobile());
      },
      button: 'افزودن مشتری',
      saved: 'مشتری افزوده شد',
      stored: () =>
        count<{ customers: { total: number } }>('query ($s: String) { customers(search: $s) { total } }', (d) => d.customers.total, {
          s: customerFamily,
        }),
    },
    {
      path: paths.admin.addPlan,
      fill: () => textbox(page, 'عنوان').fill(`پلن یک‌باره ${tag}`),
      button: 'افزودن پلن',
      saved: 'پلن جدید افزوده شد',
      stored: () =>
        count<{ plans: { title: string }[] }>('{ plans { title } }', (d) => d.plans.filter((p) => p.title === `پلن یک‌باره ${tag}`).length),
    },
    {
      path: paths.admin.addCategory,
      fill: async () => {
        await textbox(page, 'عنوان').fill(`دسته یک‌باره ${tag}`);
        await page.locator('input[type="file"][name="image"]').setInputFiles(PNG);
      },
      button: 'افزودن دسته‌بندی',
      saved: 'دسته‌بندی افزوده شد',
      stored: () =>
        count<{ categories: { title: string }[] }>(
          '{ categories { title } }',
          (d) => d.categories.filter((c) => c.title === `دسته یک‌باره ${tag}`).length,
        ),
    },
    {
      path: paths.admin.addUser,
      fill: async () => {
        await textbox(page, 'نام').fill('مدیر');
        await textbox(page, 'نام خانوادگی').fill(`یک‌باره ${tag}`);
        await textbox(page, 'ایمیل').fill(`once-admin.${tag}@example.com`);
        await textbox(page, 'شماره موبایل').fill(mobile());
        await page.locator('input[name="password"]').fill('once-password-1');
      },
      button: 'افزودن مدیر',
      saved: 'کاربر افزوده شد',
      stored: () =>
        count<{ admins: { email: string }[] }>(
          '{ admins { email } }',
          (d) => d.admins.filter((a) => a.email === `once-admin.${tag}@example.com`).length,
        ),
    },
    {
      path: paths.admin.addOrder,
      fill: async () => {
        await textbox(page, 'نام و نام خانوادگی').fill(`درخواست یک‌باره ${tag}`);
        await textbox(page, 'شماره موبایل').fill(mobile());
      },
      button: 'ثبت درخواست',
      saved: 'درخواست ثبت شد',
      stored: () =>
        count<{ orders: { total: number } }>('query ($s: String) { orders(search: $s) { total } }', (d) => d.orders.total, {
          s: `درخواست یک‌باره ${tag}`,
        }),
    },
    {
      path: paths.admin.addTheme,
      fill: async () => {
        await textbox(page, 'عنوان قالب').fill(`قالب یک‌باره ${tag}`);
        await textbox(page, 'لینک دمو').fill(`https://demo.example.com/once/${tag}`);
        await page.locator('input[type="file"][name="image"]').setInputFiles(PNG);
      },
      button: 'افزودن قالب',
      saved: 'قالب افزوده شد',
      stored: () =>
        count<{ themes: { title: string }[] }>(
          '{ themes { title } }',
          (d) => d.themes.filter((t) => t.title === `قالب یک‌باره ${tag}`).length,
        ),
    },
    {
      path: paths.admin.addWorkSample,
      fill: async () => {
        await textbox(page, 'آدرس سایت').fill(`once-${tag}.ir`);
        await textbox(page, 'عنوان').fill(`نمونه یک‌باره ${tag}`);
        await page.locator('input[type="file"][name="image"]').setInputFiles(PNG);
      },
      button: 'افزودن نمونه کار',
      saved: 'نمونه کار افزوده شد',
      stays: true,
      stored: () =>
        count<{ adminWorkSamples: { total: number } }>(
          'query ($s: String) { adminWorkSamples(search: $s) { total } }',
          (d) => d.adminWorkSamples.total,
          { s: `نمونه یک‌باره ${tag}` },
        ),
    },
    {
      path: paths.admin.addWebhook,
      // Nothing listens on the discard port: the requests this test adds are not sent anywhere.
      fill: async () => {
        await page.getByRole('textbox', { name: /نشانی گیرنده/ }).fill(`http://127.0.0.1:9/once-${tag}`);
        await textbox(page, 'توضیح').fill(`وب‌هوک یک‌باره ${tag}`);
      },
      button: 'ثبت وب‌هوک',
      saved: 'وب‌هوک ثبت شد',
      stored: () =>
        count<{ webhookEndpoints: { description: string | null }[] }>(
          '{ webhookEndpoints { description } }',
          (d) => d.webhookEndpoints.filter((w) => w.description === `وب‌هوک یک‌باره ${tag}`).length,
        ),
    },
    {
      path: paths.admin.addApiToken,
      fill: async () => {
        await textbox(page, 'نام توکن').fill(`توکن یک‌باره ${tag}`);
        await page.getByRole('checkbox', { name: /orders:read/ }).check();
      },
      button: 'ساخت توکن',
      saved: '',
      shown: () => page.getByTestId('api-token-secret'),
      stays: true,
      stored: () =>
        count<{ apiTokens: { name: string }[] }>(
          '{ apiTokens { name } }',
          (d) => d.apiTokens.filter((t) => t.name === `توکن یک‌باره ${tag}`).length,
        ),
    },
  ];

  for (const add of pages) {
    await page.goto(add.path);
    await add.fill();
    await page.getByRole('button', { name: add.button }).dblclick();
    await expect(add.shown ? add.shown() : snackbar(page, add.saved).first()).toBeVisible();
    if (!add.stays) await expect(page).not.toHaveURL(new RegExp(`${add.path}$`));
    expect({ page: add.path, stored: await add.stored() }).toEqual({ page: add.path, stored: 1 });
  }

  // The customer's first plan, from the page the customer's message leads to.
  const { customers } = await adminGraphql<{ customers: { items: { id: number }[] } }>(
    page,
    'query ($s: String) { customers(search: $s) { items { id } } }',
    { s: customerFamily },
  );
  const customerId = customers.items[0].id;
  await page.goto(paths.admin.createCustomerPlan(customerId));
  await page.getByRole('textbox', { name: 'نام دامنه' }).fill(`once-${tag}.ir`);
  await page.getByRole('combobox', { name: 'پلن' }).click();
  await page.getByRole('option').first().click();
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await page.getByRole('button', { name: 'ثبت طرح' }).dblclick();
  await expect(snackbar(page, 'طرح با موفقیت ایجاد شد').first()).toBeVisible();
  const { customerPlans } = await adminGraphql<{ customerPlans: { id: number }[] }>(
    page,
    'query ($id: Int!) { customerPlans(customerId: $id) { id } }',
    { id: customerId },
  );
  expect(customerPlans).toHaveLength(1);
  await adminGraphql(page, 'mutation ($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: customerPlans[0].id });
  await adminGraphql(page, 'mutation ($id: Int!) { deleteCustomer(id: $id) { id } }', { id: customerId });
  const { plans } = await adminGraphql<{ plans: { id: number; title: string }[] }>(page, '{ plans { id title } }');
  for (const plan of plans.filter((p) => p.title.includes(tag)))
    await adminGraphql(page, 'mutation ($id: Int!) { deletePlan(id: $id) { id } }', { id: plan.id });
  const { categories } = await adminGraphql<{ categories: { id: number; title: string }[] }>(page, '{ categories { id title } }');
  for (const category of categories.filter((c) => c.title.includes(tag)))
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCategory(id: $id) { id } }', { id: category.id });
  const { themes } = await adminGraphql<{ themes: { id: number; title: string }[] }>(page, '{ themes { id title } }');
  for (const theme of themes.filter((t) => t.title.includes(tag)))
    await adminGraphql(page, 'mutation ($id: Int!) { deleteTheme(id: $id) { id } }', { id: theme.id });
  const { adminWorkSamples } = await adminGraphql<{ adminWorkSamples: { items: { id: number }[] } }>(
    page,
    'query ($s: String) { adminWorkSamples(search: $s) { items { id } } }',
    { s: `نمونه یک‌باره ${tag}` },
  );
  for (const sample of adminWorkSamples.items)
    await adminGraphql(page, 'mutation ($id: Int!) { deleteWorkSample(id: $id) { id } }', { id: sample.id });
  const { webhookEndpoints } = await adminGraphql<{ webhookEndpoints: { id: number; description: string | null }[] }>(
    page,
    '{ webhookEndpoints { id description } }',
  );
  for (const endpoint of webhookEndpoints.filter((w) => w.description?.includes(tag)))
    await adminGraphql(page, 'mutation ($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }', { id: endpoint.id });
  const { apiTokens } = await adminGraphql<{ apiTokens: { id: number; name: string }[] }>(page, '{ apiTokens { id name } }');
  for (const token of apiTokens.filter((t) => t.name.includes(tag)))
    await adminGraphql(page, 'mutation ($id: Int!) { revokeApiToken(id: $id) { id } }', { id: token.id });
});
