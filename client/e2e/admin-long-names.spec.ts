import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { adminGraphql, expectNoSidewaysScroll, PNG, screenshot, signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * Tables that fit: a 150-character title with no space in it, a 100-character name, and text that
 * begins with Latin letters or symbols, at 1280 and 390 px. Each cell wraps inside the card, the
 * actions stay on screen, and text keeps its own direction.
 */
test.describe.configure({ timeout: 90_000 });

/** The table (or its card list) is no wider than the card it sits in. */
async function expectFitsItsCard(page: Page, name: string) {
  const overflow = await page
    .getByRole('table', { name })
    .or(page.getByRole('list', { name }))
    .evaluate((list) => {
      const card = list.closest('.MuiPaper-root')!;
      return list.getBoundingClientRect().width - card.getBoundingClientRect().width;
    });
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectOnScreen(page: Page, name: string, role: 'button' | 'link' | 'combobox' = 'button') {
  const button = page.getByRole(role, { name }).first();
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
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

test('long unbroken names wrap inside the tables at 1280 and 390 px, actions in view, Latin text in its own order', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const tag = unique(testInfo);
  const title = `ویژگی${'ب'.repeat(150 - 'ویژگی'.length - tag.length)}${tag}`;
  const formula = `@SUM(A1:A2) ${tag}`;
  const family = `${'خ'.repeat(100 - tag.length)}${tag}`;
  const features: number[] = [];
  for (const t of [title, formula]) {
    const { createFeature } = await adminGraphql<{ createFeature: { id: number } }>(
      page,
      'mutation ($input: CreateFeatureInput!) { createFeature(input: $input) { id } }',
      { input: { title: t } },
    );
    features.push(createFeature.id);
  }
  const { createCustomer } = await adminGraphql<{ createCustomer: { id: number } }>(
    page,
    'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
    { input: { name: 'نام', family, email: `${'l'.repeat(50)}-${tag}@example.com`, phone: '09121234567' } },
  );
  // A plan, a theme and a request with the same kind of title, and a plan bought on a long domain.
  const { createPlan } = await adminGraphql<{ createPlan: { id: number } }>(
    page,
    'mutation ($input: CreatePlanInput!) { createPlan(input: $input) { id } }',
    { input: { title: `پلن${title}` } },
  );
  const domain = `${'d'.repeat(60)}${tag}.ir`;
  const { createCustomerPlan } = await adminGraphql<{ createCustomerPlan: { id: number } }>(
    page,
    'mutation ($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
    {
      input: {
        customerId: createCustomer.id,
        planId: createPlan.id,
        domainName: domain,
        isActive: true,
        paid: 99_000_000,
        description: 'x'.repeat(300),
      },
    },
  );
  const themeTitle = `قالب${title}`;
  const themeId = await createTheme(page, themeTitle);
  const fullName = `درخواست${title}`;
  await adminGraphql(page, 'mutation ($input: CreateOrderInput!) { createStaffOrder(input: $input) { id } }', {
    input: { fullName, phoneNumber: '09121234567' },
  });
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin/themes/features?search=${encodeURIComponent(tag)}`);
      await expect(page.getByTestId('feature-row')).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      await expectFitsItsCard(page, 'فهرست ویژگی‌ها');
      await expectOnScreen(page, `حذف ${title}`);
      // The formula keeps its order: isolated in its own direction, not drawn as «SUM(A1:A2)@».
      await expect(page.getByTestId('feature-row').locator('bdi').filter({ hasText: formula })).toHaveAttribute('dir', 'auto');
      await screenshot(page, testInfo, `long-names-features-${width}`);

      await page.goto(`/admin/customers/all?search=${encodeURIComponent(tag)}`);
      await expect(page.getByRole('button', { name: new RegExp(`^حذف نام ${family}`) })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectFitsItsCard(page, 'مشتریان');
      await expectOnScreen(page, `حذف نام ${family}`);
      await screenshot(page, testInfo, `long-names-customers-${width}`);

      // The customer's plans: the whole table inside its card, status and actions in view without a sideways scroll.
      await page.goto(paths.admin.customerPlans(createCustomer.id));
      await expect(page.getByText('فعال', { exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectFitsItsCard(page, 'طرح‌های مشتری');
      await expectOnScreen(page, 'حذف طرح');
      await expectOnScreen(page, 'ویرایش طرح', 'link');
      await screenshot(page, testInfo, `long-names-customer-plans-${width}`);

      await page.goto(`${paths.admin.themes}?search=${encodeURIComponent(tag)}`);
      await expect(page.getByTestId('admin-theme')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectOnScreen(page, `ویرایش ${themeTitle}`, 'link');
      // The title wraps in its own column: it ends before the sort field and buttons begin.
      const overlap = await page.getByTestId('admin-theme').evaluate((row) => {
        const heading = row.querySelector('h2')!.getBoundingClientRect();
        const actions = row.querySelector('a[href*="edit-theme"]')!.parentElement!.getBoundingClientRect();
        return heading.bottom > actions.top && heading.left < actions.right && heading.right > actions.left;
      });
      expect(overlap).toBe(false);
      await screenshot(page, testInfo, `long-names-themes-${width}`);

      await page.goto(`${paths.admin.orders}?search=${encodeURIComponent(tag)}`);
      await expectNoSidewaysScroll(page);
      await expectFitsItsCard(page, 'درخواست‌ها');
      await expectOnScreen(page, 'تغییر وضعیت', 'combobox');
      await screenshot(page, testInfo, `long-names-orders-${width}`);
    }
  } finally {
    for (const id of features)
      await adminGraphql(page, 'mutation ($id: Int!) { deleteFeature(id: $id) { id } }', { id }).catch(() => undefined);
    await adminGraphql(page, 'mutation ($id: Int!) { removeCustomerPlan(id: $id) { id } }', { id: createCustomerPlan.id }).catch(
      () => undefined,
    );
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCustomer(id: $id) { id } }', { id: createCustomer.id }).catch(() => undefined);
    await adminGraphql(page, 'mutation ($id: Int!) { deletePlan(id: $id) { id } }', { id: createPlan.id }).catch(() => undefined);
    await adminGraphql(page, 'mutation ($id: Int!) { deleteTheme(id: $id) { id } }', { id: themeId }).catch(() => undefined);
  }
});
