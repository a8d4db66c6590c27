import type { Page } from '@playwright/test';
import { adminGraphql, screenshot, signIn } from './support/admin';
import { expect, test } from './support/fixtures';

/** The features page's own chunk, as the sidebar link loads it. */
const FEATURES_CHUNK = /\/assets\/features-page-[\w-]+\.js$/;

const retryScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'این صفحه باز نشد' });

/** The browser's and React's report of the chunk the test withheld: expected here, nothing else is. */
function allowWithheldChunk(consoleErrors: string[]) {
  const expected = /Failed to load resource|dynamically imported module/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.test(line)));
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a page whose code cannot load shows a Persian retry in its place, and the retry works once the network is back', async ({
  page,
  consoleErrors,
}, testInfo) => {
  let networkAway = true;
  await page.route(FEATURES_CHUNK, (route) => (networkAway ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/admin/themes/features');
  await expect(retryScreen(page)).toContainText('اتصال اینترنت را بررسی کنید');
  // Only the page failed: the back office around it (its header and menu) is still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await screenshot(page, testInfo, 'admin-page-code-missing');

  networkAway = false;
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویژگی‌های پلن‌ها' })).toBeVisible();
  await expect(retryScreen(page)).toHaveCount(0);
  allowWithheldChunk(consoleErrors);
});

test('a chunk a deploy removed (404) reloads the app once, then offers the retry instead of reloading again', async ({
  page,
  consoleErrors,
}) => {
  await page.route(FEATURES_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  await page.goto('/admin/themes/features');
  await expect(retryScreen(page)).toBeVisible();
  // Give a second reload, were there one, the time to happen.
  await page.waitForTimeout(1500);
  await expect(retryScreen(page)).toBeVisible();
  expect(documentLoads).toBe(2);
  allowWithheldChunk(consoleErrors);
});

test('leaving a changed form asks first: staying keeps what was typed, closing the tab gets the browser’s question', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/themes/features/add');
  const title = page.getByRole('textbox', { name: 'عنوان' });
  // Nothing typed yet: the back link leaves without a question.
  await page.getByRole('link', { name: 'بازگشت' }).click();
  await expect(page).toHaveURL(/\/admin\/themes\/features$/);

  await page.goto('/admin/themes/features/add');
  await title.fill('ویژگی نیمه‌کاره');
  await page.getByRole('link', { name: 'بازگشت' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'ذخیره نشده است' });
  await expect(question).toBeVisible();
  // The dialog fades in: the picture is of it shown.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await screenshot(page, testInfo, 'admin-leave-changed-form');
  await question.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/features\/add$/);
  await expect(title).toHaveValue('ویژگی نیمه‌کاره');

  // Closing the tab: the browser asks (beforeunload); declining keeps the page and its values.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect(title).toHaveValue('ویژگی نیمه‌کاره');

  await page.getByRole('link', { name: 'بازگشت' }).click();
  await question.getByRole('button', { name: 'ترک صفحه' }).click();
  await expect(page).toHaveURL(/\/admin\/themes\/features$/);

  // The browser's back button asks too, and the form stays (with what was typed) until the admin leaves.
  await page.getByRole('link', { name: 'افزودن ویژگی' }).click();
  await title.fill('ویژگی دوم');
  await page.evaluate(() => history.back());
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/features\/add$/);
  await question.getByRole('button', { name: 'انصراف' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/features\/add$/);
  await expect(title).toHaveValue('ویژگی دوم');
  await page.evaluate(() => history.back());
  await question.getByRole('button', { name: 'ترک صفحه' }).click();
  await expect(page).toHaveURL(/\/admin\/themes\/features$/);
  await expect(page.getByRole('link', { name: 'افزودن ویژگی' })).toBeVisible();
  // Forward again is an ordinary move: nothing typed there any more, so no question.
  await page.evaluate(() => history.forward());
  await expect(page).toHaveURL(/\/features\/add$/);
  await expect(question).toBeHidden();
});

test('the plan-features screen asks before its unsaved ticks are left, and not once they are saved', async ({ page }) => {
  const { plans } = await adminGraphql<{ plans: { id: number }[] }>(page, '{ plans { id } }');
  await page.goto(`/admin/themes/plans/features/${plans[0].id}`);
  const box = page.getByRole('checkbox').first();
  await box.click();
  await page.getByRole('link', { name: 'بازگشت' }).first().click();
  const question = page.getByRole('dialog').filter({ hasText: 'ذخیره نشده است' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'انصراف' }).click();
  // Put back as it was: the seeded plans' features are shared with the public specs.
  await box.click();
  await page.getByRole('link', { name: 'بازگشت' }).first().click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/themes\/plans$/);
});
