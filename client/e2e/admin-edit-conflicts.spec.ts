import type { Browser, Page, TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, PNG, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';
import { axe } from './support/axe';

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';
const CUSTOMER = 'query($id: Int!) { customer(id: $id) { family description version } }';
const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

const CREATE_PLAN = 'mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }';
const CREATE_CUSTOMER_PLAN = 'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }';

/** axe on one part of the screen, one readable line per rule and element. */
async function axeOf(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axe(page, selector);
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** Themes need an image, so this one goes up as the back office sends it: a multipart upload. */
async function createTheme(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Apollo-Require-Preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation ($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
        variables: { input: { title, link: 'https://example.com/demo' }, image: null },
      }),
      map: JSON.stringify({ image: ['variables.image'] }),
      image: PNG,
    },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.createTheme.id;
}

const digits = () => String(Date.now()).slice(-7) + Math.floor(10 + Math.random() * 89);

/** A second member of staff, signed in in a browser of their own (another context: its own storage). */
async function secondAdmin(browser: Browser, page: Page, testInfo: TestInfo) {
  const tag = unique(testInfo);
  const credentials = { login: `sara.${tag}@example.com`, password: 'sara-e2e-password' };
  await adminGraphql(page, CREATE_ADMIN, {
    input: { name: 'سارا', family: 'رضایی', email: credentials.login, phone: `09${digits()}`, password: credentials.password },
  });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fa-IR' });
  const other = await context.newPage();
  await signIn(other, credentials);
  return { page: other, close: () => context.close() };
}

test.describe('two admins at once', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the second save of a customer shows the other admin’s values beside its own and keeps either', async ({
    page,
    browser,
  }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE_CUSTOMER, {
      input: { name: 'رضا', family: 'کریمی', email: `reza.${unique(testInfo)}@example.com`, phone: `09${digits()}` },
    });
    const path = `/admin/customers/edit/${createCustomer.id}`;
    await page.goto(path);
    await sara.page.goto(path);
    await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی', { timeout: 15_000 });
    await expect(sara.page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی', { timeout: 15_000 });

    // Sara saves first: a new family name.
    await sara.page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('احمدی');
    await sara.page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    await expect(sara.page.getByText('مشتری ویرایش شد')).toBeVisible();

    // This admin, still showing the old record, changes the family name too and adds the expert note.
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی‌نژاد');
    await page.getByRole('textbox', { name: 'یادداشت کارشناس' }).fill('تماس گرفته شد');
    await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
    const conflict = page.getByTestId('edit-conflict');
    await expect(conflict).toContainText('سارا رضایی');
    const family = conflict.getByRole('group', { name: 'نام خانوادگی' });
    await expect(family).toContainText('مقدار سارا رضایی: احمدی');
    await expect(family).toContainText('مقدار شما: کریمی‌نژاد');
    // Nothing typed is lost while the choice is open.
    await expect(page.getByRole('textbox', { name: 'نام خانوادگی' })).toHaveValue('کریمی‌نژاد');
    await expect(page.getByRole('textbox', { name: 'یادداشت کارشناس' })).toHaveValue('تماس گرفته شد');
    await expect(family.getByRole('radio', { name: 'نام خانوادگی: مقدار من' })).toBeChecked();

    // Take Sara's family name, keep this admin's note.
    await family.getByRole('radio', { name: 'نام خانوادگی: مقدار سارا رضایی' }).check();
    await conflict.getByRole('button', { name: 'ذخیره با این انتخاب‌ها' }).click();
    await expect(page.getByText('مشتری ویرایش شد')).toBeVisible();
    const { customer } = await adminGraphql<{ customer: { family: string; description: string; version: number } }>(page, CUSTOMER, {
      id: createCustomer.id,
    });
    expect(customer).toEqual({ family: 'احمدی', description: 'تماس گرفته شد', version: 3 });
    await sara.close();
  });

  test('of two operators changing one request’s status, the second is told who changed it to what', async ({ page, browser }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const order = { fullName: `مشتری هم‌زمان ${unique(testInfo)}`, phoneNumber: `09${digits()}` };
    const created = await page.request.post('/graphql', {
      data: { query: CREATE_ORDER, variables: { input: order } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    // A refused request would leave the list empty below: say why here instead.
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
    const path = `/admin/orders?search=${order.phoneNumber}`;
    // The live updates would show Sara's change at once; this operator's screen is stale, as it is
    // while its connection is down: the socket is answered by nobody.
    await page.routeWebSocket(/\/graphql$/, () => undefined);
    await page.goto(path);
    await sara.page.goto(path);
    const row = (p: Page) => p.getByRole('row').filter({ hasText: order.fullName });
    // Two back-office tabs loading at once on a busy CI machine took longer than the default 5 s.
    await expect(row(page)).toContainText('در انتظار بررسی', { timeout: 15_000 });
    await expect(row(sara.page)).toContainText('در انتظار بررسی', { timeout: 15_000 });

    await row(sara.page).getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await sara.page.getByRole('option', { name: 'در حال پیگیری', exact: true }).click();
    await expect(sara.page.getByText('وضعیت بروز شد')).toBeVisible();

    await row(page).getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await page.getByRole('option', { name: 'رد شده', exact: true }).click();
    await expect(
      page.getByText('سارا رضایی وضعیت این درخواست را هم‌زمان به «در حال پیگیری» تغییر داده است؛ تغییر شما اعمال نشد'),
    ).toBeVisible();
    // The row now shows what is stored, not what this operator chose.
    await expect(row(page)).toContainText('در حال پیگیری');
    await expect(row(page)).toContainText('سارا رضایی');
    await sara.close();
  });

  test('a theme and a plan saved by another admin meanwhile: the conflict view names her, passes axe, and her title can be taken', async ({
    page,
    browser,
  }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const tag = unique(testInfo);
    const themeId = await createTheme(page, `قالب هم‌زمان ${tag}`);
    const { createPlan } = await adminGraphql<{ createPlan: { id: number } }>(page, CREATE_PLAN, {
      input: { title: `پلن هم‌زمان ${tag}` },
    });
    const records = [
      { path: paths.admin.editTheme(themeId), field: 'عنوان قالب', saved: 'قالب ویرایش شد', query: `{ theme(id: ${themeId}) { title } }` },
      {
        path: paths.admin.editPlan(createPlan.id),
        field: 'عنوان',
        saved: 'پلن ویرایش شد',
        query: `{ plan(id: ${createPlan.id}) { title } }`,
      },
    ];
    try {
      for (const record of records) {
        await page.goto(record.path);
        await sara.page.goto(record.path);
        const mine = page.getByRole('textbox', { name: record.field, exact: true });
        const hers = sara.page.getByRole('textbox', { name: record.field, exact: true });
        // Two back-office tabs loading at once on a busy CI machine took longer than the default 5 s.
        await expect(mine).toHaveValue(/هم‌زمان/, { timeout: 15_000 });
        await expect(hers).toHaveValue(/هم‌زمان/, { timeout: 15_000 });
        await hers.fill(`عنوان سارا ${tag}`);
        await sara.page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
        await expect(sara.page.getByText(record.saved)).toBeVisible();

        await mine.fill(`عنوان من ${tag}`);
        await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
        const conflict = page.getByTestId('edit-conflict');
        const title = conflict.getByRole('group', { name: record.field });
        await expect(title).toContainText(`مقدار سارا رضایی: عنوان سارا ${tag}`);
        await expect(title).toContainText(`مقدار شما: عنوان من ${tag}`);
        await expect(mine).toHaveValue(`عنوان من ${tag}`);
        expect(await axeOf(page, '[data-testid="edit-conflict"]')).toEqual([]);
        await title.getByRole('radio', { name: `${record.field}: مقدار سارا رضایی` }).check();
        await conflict.getByRole('button', { name: 'ذخیره با این انتخاب‌ها' }).click();
        await expect(page.getByText(record.saved)).toBeVisible();
        expect(Object.values(await adminGraphql<Record<string, { title: string }>>(page, record.query))[0].title).toBe(`عنوان سارا ${tag}`);
      }
    } finally {
      await adminGraphql(page, 'mutation ($id: Int!) { deleteTheme(id: $id) { id } }', { id: themeId }).catch(() => undefined);
      await adminGraphql(page, 'mutation ($id: Int!) { deletePlan(id: $id) { id } }', { id: createPlan.id }).catch(() => undefined);
      await sara.close();
    }
  });

  test('a customer plan another admin deleted meanwhile: the save says who, offers the restore, and then saves', async ({
    page,
    browser,
  }, testInfo) => {
    const sara = await secondAdmin(browser, page, testInfo);
    const tag = unique(testInfo);
    const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(page, CREATE_CUSTOMER, {
      input: { name: 'نگار', family: `حذفی ${tag}`, email: `negar.${tag}@example.com`, phone: `09${digits()}` },
    });
    const { plans } = await adminGraphql<{ plans: { id: number }[] }>(page, '{ plans { id } }');
    const { createCustomerPlan } = await adminGraphql<{ createCustomerPlan: { id: number } }>(page, CREATE_CUSTOMER_PLAN, {
      input: { customerId: createCustomer.id, planId: plans[0].id, domainName: `deleted-${tag}.ir` },
    });
    await page.goto(paths.admin.editCustomerPlan(createCustomerPlan.id));
    const domain = page.getByRole('textbox', { name: 'نام دامنه' });
    await expect(domain).toHaveValue(`deleted-${tag}.ir`);
    // The input stops where the server would refuse (255 characters).
    await expect(domain).toHaveAttribute('maxlength', '255');

    await adminGraphql(sara.page, 'mutation ($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: createCustomerPlan.id });
    await domain.fill(`kept-${tag}.ir`);
    await page.getByRole('button', { name: 'بروزرسانی طرح' }).click();
    const deleted = page.getByTestId('edit-deleted');
    await expect(deleted).toContainText('سارا رضایی');
    await expect(deleted).toContainText('حذف کرده است');
    await expect(domain).toHaveValue(`kept-${tag}.ir`);
    expect(await axeOf(page, '[data-testid="edit-deleted"]')).toEqual([]);
    await deleted.getByRole('button', { name: 'بازگردانی' }).click();
    await expect(page.getByText('بازگردانده شد؛ اکنون می‌توانید تغییرات را ذخیره کنید')).toBeVisible();
    await page.getByRole('button', { name: 'بروزرسانی طرح' }).click();
    await expect(page.getByText('طرح با موفقیت بروزرسانی شد')).toBeVisible();
    const { customerPlan } = await adminGraphql<{ customerPlan: { domainName: string } }>(
      page,
      'query ($id: Int!) { customerPlan(id: $id) { domainName } }',
      { id: createCustomerPlan.id },
    );
    expect(customerPlan.domainName).toBe(`kept-${tag}.ir`);
    await sara.close();
  });
});
