import type { Browser, Page, TestInfo } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, PNG, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

/**
 * Issue 36, point 6: two admins racing one record's relations. Of two saves sent at once from the
 * same loaded record, one applies and the other shows the merge view naming the first admin,
 * with the changed list as a field; nothing either chose is lost.
 */

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const THEME = 'query($id: Int!) { theme(id: $id) { plans { title } categories { title } } }';

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

async function secondAdmin(browser: Browser, page: Page, testInfo: TestInfo) {
  const tag = unique(testInfo);
  const credentials = { login: `sara.race.${tag}@example.com`, password: 'sara-e2e-password' };
  await adminGraphql(page, CREATE_ADMIN, {
    input: { name: 'سارا', family: 'رضایی', email: credentials.login, phone: `09${digits()}`, password: credentials.password },
  });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fa-IR' });
  const other = await context.newPage();
  await signIn(other, credentials);
  return { page: other, close: () => context.close() };
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

test('two admins saving a theme’s categories and plans at once: one applies, the other sees the list she changed under her name', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const sara = await secondAdmin(browser, page, testInfo);
  const { me } = await adminGraphql<{ me: { name: string; family: string } }>(page, '{ me { name family } }');
  const myName = `${me.name} ${me.family}`.trim();
  const themeId = await createTheme(page, `قالب رقابت ${unique(testInfo)}`);
  try {
    const path = paths.admin.editTheme(themeId);
    await Promise.all([page.goto(path), sara.page.goto(path)]);
    for (const p of [page, sara.page])
      await expect(p.getByRole('textbox', { name: 'عنوان قالب' })).toHaveValue(/قالب رقابت/, { timeout: 15_000 });
    // Sara adds a category; this admin, from the same loaded theme, a plan.
    await choose(sara.page, 'دسته‌بندی‌ها', 'شرکتی');
    await choose(page, 'پلن‌ها', 'سایت فروشگاهی');
    await Promise.all([
      sara.page.getByRole('button', { name: 'ذخیره تغییرات' }).click(),
      page.getByRole('button', { name: 'ذخیره تغییرات' }).click(),
    ]);
    const conflictOn = async (p: Page) => {
      const saved = p.getByText('قالب ویرایش شد');
      const conflict = p.getByTestId('edit-conflict');
      await expect(saved.or(conflict).first()).toBeVisible({ timeout: 15_000 });
      return (await conflict.count()) > 0;
    };
    const [mineRefused, hersRefused] = await Promise.all([conflictOn(page), conflictOn(sara.page)]);
    // Exactly one of the two saves applied.
    expect([mineRefused, hersRefused].sort()).toEqual([false, true]);
    const loser = mineRefused ? page : sara.page;
    const winnerName = mineRefused ? 'سارا رضایی' : myName;
    const [list, winnerValue, loserValue] = mineRefused ? ['دسته‌بندی‌ها', 'شرکتی', '«خالی»'] : ['پلن‌ها', 'سایت فروشگاهی', '«خالی»'];
    const conflict = loser.getByTestId('edit-conflict');
    await expect(conflict).toContainText(winnerName);
    await expect(conflict).not.toContainText('مدیر دیگری');
    const field = conflict.getByRole('group', { name: list });
    await expect(field).toContainText(`مقدار ${winnerName}: ${winnerValue}`);
    await expect(field).toContainText(`مقدار شما: ${loserValue}`);
    // The loser left that list as loaded: the winner's is taken, and the loser's own change is kept.
    await expect(field.getByRole('radio', { name: `${list}: مقدار ${winnerName}` })).toBeChecked();
    await conflict.getByRole('button', { name: 'ذخیره با این انتخاب‌ها' }).click();
    await expect(loser.getByText('قالب ویرایش شد')).toBeVisible();
    const { theme } = await adminGraphql<{ theme: { plans: { title: string }[]; categories: { title: string }[] } }>(page, THEME, {
      id: themeId,
    });
    expect(theme).toEqual({ plans: [{ title: 'سایت فروشگاهی' }], categories: [{ title: 'شرکتی' }] });
  } finally {
    await adminGraphql(page, 'mutation ($id: Int!) { deleteTheme(id: $id) { id } }', { id: themeId }).catch(() => undefined);
    await sara.close();
  }
});

test('two admins saving one plan’s features at once: one applies, the other sees the list under her name and keeps either', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const sara = await secondAdmin(browser, page, testInfo);
  const { me } = await adminGraphql<{ me: { name: string; family: string } }>(page, '{ me { name family } }');
  const myName = `${me.name} ${me.family}`.trim();
  const tag = unique(testInfo);
  const { createPlan } = await adminGraphql<{ createPlan: { id: number } }>(
    page,
    'mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }',
    {
      input: { title: `پلن رقابت ${tag}` },
    },
  );
  const { features } = await adminGraphql<{ features: { id: number; title: string; isHeading: boolean }[] }>(
    page,
    '{ features { id title isHeading } }',
  );
  const [mineFeature, hersFeature] = features.filter((f) => !f.isHeading);
  try {
    const path = paths.admin.planFeatures(createPlan.id);
    await Promise.all([page.goto(path), sara.page.goto(path)]);
    const tick = (p: Page, title: string) => p.getByRole('checkbox', { name: title, exact: true });
    for (const p of [page, sara.page]) await expect(tick(p, mineFeature.title)).toBeVisible({ timeout: 15_000 });
    await tick(sara.page, hersFeature.title).check();
    await tick(page, mineFeature.title).check();
    await Promise.all([
      sara.page.getByRole('button', { name: 'ذخیره ویژگی‌ها' }).first().click(),
      page.getByRole('button', { name: 'ذخیره ویژگی‌ها' }).first().click(),
    ]);
    const conflictOn = async (p: Page) => {
      const conflict = p.getByTestId('edit-conflict');
      await expect(p.getByText('ویژگی‌های پلن ذخیره شد').or(conflict).first()).toBeVisible({ timeout: 15_000 });
      return (await conflict.count()) > 0;
    };
    const [mineRefused, hersRefused] = await Promise.all([conflictOn(page), conflictOn(sara.page)]);
    expect([mineRefused, hersRefused].sort()).toEqual([false, true]);
    const loser = mineRefused ? page : sara.page;
    const [winnerName, winnerTitle, loserTitle] = mineRefused
      ? ['سارا رضایی', hersFeature.title, mineFeature.title]
      : [myName, mineFeature.title, hersFeature.title];
    const conflict = loser.getByTestId('edit-conflict');
    await expect(conflict).toContainText(winnerName);
    const field = conflict.getByRole('group', { name: 'ویژگی‌ها' });
    await expect(field).toContainText(`مقدار ${winnerName}: ${winnerTitle}`);
    await expect(field).toContainText(`مقدار شما: ${loserTitle}`);
    // Take the winner's list: the loser's save then names the winner's version and stores it as chosen.
    await field.getByRole('radio', { name: `ویژگی‌ها: مقدار ${winnerName}` }).check();
    await conflict.getByRole('button', { name: 'ذخیره با این انتخاب‌ها' }).click();
    await expect(loser.getByText('ویژگی‌های پلن ذخیره شد')).toBeVisible();
    await expect(tick(loser, winnerTitle)).toBeChecked();
    await expect(tick(loser, loserTitle)).not.toBeChecked();
    const { plan } = await adminGraphql<{ plan: { featureIds: number[] } }>(page, 'query($id: Int!) { plan(id: $id) { featureIds } }', {
      id: createPlan.id,
    });
    expect(plan.featureIds).toEqual([mineRefused ? hersFeature.id : mineFeature.id]);
  } finally {
    await adminGraphql(page, 'mutation ($id: Int!) { deletePlan(id: $id) { id } }', { id: createPlan.id }).catch(() => undefined);
    await sara.close();
  }
});

test('a status picked from a menu opened before another admin’s change is refused, naming her, not applied over it', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const sara = await secondAdmin(browser, page, testInfo);
  const order = { fullName: `مشتری منوی کهنه ${unique(testInfo)}`, phoneNumber: `09${digits()}` };
  const created = await page.request.post('/graphql', {
    data: { query: 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', variables: { input: order } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const orderId = ((await created.json()) as { data: { createOrder: { id: number } } }).data.createOrder.id;
  try {
    await page.goto(`/admin/orders?search=${order.phoneNumber}`);
    // The menu covers the list (aria-hidden behind it): the row is still read there.
    const row = page.getByRole('row', { includeHidden: true }).filter({ hasText: order.fullName });
    await expect(row).toContainText('در انتظار بررسی', { timeout: 15_000 });
    await row.getByRole('combobox', { name: 'تغییر وضعیت' }).click();
    await expect(page.getByRole('option', { name: 'رد شده', exact: true })).toBeVisible();
    // While the menu is open, Sara changes the status; the live list moves the row under it.
    await sara.page.goto('/admin');
    await adminGraphql(sara.page, 'mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }', { id: orderId });
    await expect(row.getByRole('combobox', { name: 'تغییر وضعیت', includeHidden: true })).toContainText('در حال پیگیری', {
      timeout: 15_000,
    });
    await page.getByRole('option', { name: 'رد شده', exact: true }).click();
    await expect(
      page.getByText('سارا رضایی وضعیت این درخواست را هم‌زمان به «در حال پیگیری» تغییر داده است؛ تغییر شما اعمال نشد'),
    ).toBeVisible();
    const { order: stored } = await adminGraphql<{ order: { status: string } }>(page, 'query($id: Int!) { order(id: $id) { status } }', {
      id: orderId,
    });
    expect(stored.status).toBe('PROCESSING');
  } finally {
    await sara.close();
  }
});

test('two superadmins assigning one request’s owner at once: one applies, the other is told who assigned it', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page);
  const tag = unique(testInfo);
  const credentials = { login: `narges.race.${tag}@example.com`, password: 'narges-e2e-password' };
  await adminGraphql(page, CREATE_ADMIN, {
    input: {
      name: 'نرگس',
      family: `امینی ${tag}`,
      email: credentials.login,
      phone: `09${digits()}`,
      password: credentials.password,
      role: 'SUPERADMIN',
    },
  });
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fa-IR' });
  const narges = await context.newPage();
  await signIn(narges, credentials);
  const nargesName = `نرگس امینی ${tag}`;
  const { me } = await adminGraphql<{ me: { name: string; family: string } }>(page, '{ me { name family } }');
  const myName = `${me.name} ${me.family}`.trim();
  const order = { fullName: `مشتری دو مسئول ${tag}`, phoneNumber: `09${digits()}` };
  const created = await page.request.post('/graphql', {
    data: { query: 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', variables: { input: order } },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const orderId = ((await created.json()) as { data: { createOrder: { id: number } } }).data.createOrder.id;
  try {
    const path = `/admin/orders?search=${order.phoneNumber}`;
    await Promise.all([page.goto(path), narges.goto(path)]);
    const owner = (p: Page) => p.getByRole('row').filter({ hasText: order.fullName }).getByRole('combobox', { name: 'مسئول' });
    for (const p of [page, narges]) await expect(owner(p)).toBeVisible({ timeout: 15_000 });
    // Each gives the request to the other, from the same owner shown.
    await owner(page).click();
    await owner(narges).click();
    await Promise.all([
      page.getByRole('option', { name: nargesName, exact: true }).click(),
      narges.getByRole('option', { name: myName, exact: true }).click(),
    ]);
    const refusedOn = async (p: Page) => {
      const refusal = p.getByText('مسئول این درخواست را هم‌زمان تغییر داده است؛ تغییر شما اعمال نشد');
      await expect(p.getByText('مسئول درخواست تعیین شد').or(refusal).first()).toBeVisible({ timeout: 15_000 });
      return (await refusal.count()) > 0;
    };
    const [mineRefused, hersRefused] = await Promise.all([refusedOn(page), refusedOn(narges)]);
    expect([mineRefused, hersRefused].sort()).toEqual([false, true]);
    const [loser, winnerName, winnerChoice] = mineRefused ? [page, nargesName, myName] : [narges, myName, nargesName];
    await expect(loser.getByText(`${winnerName} مسئول این درخواست را هم‌زمان تغییر داده است؛ تغییر شما اعمال نشد`)).toBeVisible();
    // The loser's list shows the owner the winner chose.
    await expect(owner(loser)).toContainText(winnerChoice);
    const { order: stored } = await adminGraphql<{ order: { owner: { name: string; family: string } | null } }>(
      page,
      'query($id: Int!) { order(id: $id) { owner { name family } } }',
      { id: orderId },
    );
    expect(`${stored.owner?.name} ${stored.owner?.family}`.trim()).toBe(winnerChoice);
  } finally {
    await context.close();
  }
});
