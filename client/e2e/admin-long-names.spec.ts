import type { Page } from '@playwright/test';
import { adminGraphql, expectNoSidewaysScroll, screenshot, signIn, unique } from './support/admin';
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

async function expectOnScreen(page: Page, name: string) {
  const button = page.getByRole('button', { name }).first();
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
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
    }
  } finally {
    for (const id of features)
      await adminGraphql(page, 'mutation ($id: Int!) { deleteFeature(id: $id) { id } }', { id }).catch(() => undefined);
    await adminGraphql(page, 'mutation ($id: Int!) { deleteCustomer(id: $id) { id } }', { id: createCustomer.id }).catch(() => undefined);
  }
});
