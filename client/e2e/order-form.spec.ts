import type { Page, Request } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';

const isOrderCall = (request: Request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('CreateOrder');

/** Opens the order modal from the header, as a visitor does. */
async function openFromHeader(page: Page) {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'ثبت سفارش' }).click();
  const dialog = page.getByRole('dialog', { name: 'درخواست طراحی سایت' });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: /نام و نام خانوادگی/ }),
    phone: dialog.getByRole('textbox', { name: /شماره موبایل/ }),
    description: dialog.getByRole('textbox', { name: /توضیحات/ }),
    submit: dialog.getByRole('button', { name: /ثبت درخواست|در حال ثبت/ }),
  };
}

test.describe('order form', () => {
  test('the header button opens a modal with labelled inputs', async ({ page }) => {
    const form = await openFromHeader(page);
    await expect(form.name).toHaveAttribute('name', 'full_name');
    await expect(form.phone).toHaveAttribute('name', 'phone_number');
    await expect(form.description).toHaveAttribute('name', 'description');
    await expect(form.name).toBeFocused();
    await expect(form.dialog.getByText('مشاوران ما به‌زودی با شما تماس می‌گیرند')).toBeVisible();
    await expect(form.submit).toHaveText('ثبت درخواست');

    await form.dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(form.dialog).toBeHidden();
  });

  test('a Persian-digit mobile is accepted: the form gives way to a green confirmation, button disabled while sending', async ({
    page,
  }) => {
    const form = await openFromHeader(page);
    await form.name.fill('مریم احمدی');
    await form.phone.fill('۰۹۱۲۳۴۵۶۷۸۹');
    await form.description.fill('یک فروشگاه اینترنتی برای لوازم خانگی می‌خواهم.');

    // Hold the request so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (isOrderCall(route.request())) await held;
      await route.continue();
    });
    const sent = page.waitForRequest(isOrderCall);
    await form.submit.click();
    const request = await sent;
    expect(request.postDataJSON().variables.input).toEqual({
      fullName: 'مریم احمدی',
      phoneNumber: '09123456789',
      description: 'یک فروشگاه اینترنتی برای لوازم خانگی می‌خواهم.',
    });
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText('در حال ثبت…');
    release();

    const success = form.dialog.getByRole('status').filter({ hasText: /./ });
    await expect(success).toBeVisible();
    await expect(success).toHaveAttribute('data-tone', 'success');
    const colour = await success.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    expect(g, `a green message (got ${colour})`).toBeGreaterThan(Math.max(r, b));

    // The confirmation takes the form's place (one order per submission), with a button that closes the modal.
    await expect(form.name).toHaveCount(0);
    await expect(form.submit).toHaveCount(0);
    await form.dialog.getByRole('button', { name: 'بستن' }).last().click();
    await expect(form.dialog).toBeHidden();
  });

  test('an empty form marks every required field at once and focuses the first, sending nothing', async ({ page }) => {
    const form = await openFromHeader(page);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isOrderCall(request)) calls.push(request);
    });
    await form.submit.click();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.dialog.getByText('نام و نام خانوادگی الزامی است')).toBeVisible();
    await expect(form.dialog.getByText('شماره موبایل را با ۱۱ رقم وارد کنید، مثل ۰۹۱۲۳۴۵۶۷۸۹')).toBeVisible();
    await expect(form.name).toBeFocused();

    await form.name.fill('علی رضایی');
    await form.submit.click();
    await expect(form.phone).toBeFocused();
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
  });

  test('an invalid mobile shows the Persian hint and sends nothing', async ({ page }) => {
    const form = await openFromHeader(page);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isOrderCall(request)) calls.push(request);
    });
    await form.name.fill('علی رضایی');
    await form.phone.fill('۰۹۱۲۳۴');
    await form.submit.click();

    await expect(form.dialog.getByText('شماره موبایل را با ۱۱ رقم وارد کنید، مثل ۰۹۱۲۳۴۵۶۷۸۹')).toBeVisible();
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveValue('علی رضایی');
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
  });

  test('a server validation error shows the red message once, under its field, and keeps the input', async ({ page }) => {
    const form = await openFromHeader(page);
    const longName = 'ن'.repeat(192);
    await form.name.fill(longName);
    await form.phone.fill('09121112233');
    await form.submit.click();

    const message = 'نام و نام خانوادگی نباید بیشتر از ۱۹۱ نویسه باشد';
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    const shown = form.dialog.getByText(message);
    await expect(shown).toHaveCount(1);
    await expect(form.dialog.getByRole('alert')).toHaveCount(0);
    const colour = await shown.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    expect(r, `a red message (got ${colour})`).toBeGreaterThan(Math.max(g, b));
    // Every number the form shows is in Persian digits.
    expect(await form.dialog.innerText()).not.toMatch(/[0-9]/);

    await expect(form.name).toHaveValue(longName);
    await expect(form.phone).toHaveValue('09121112233');
    await expect(form.submit).toBeEnabled();
  });

  test('the description counts its length in Persian digits and refuses more than 2000 characters before sending', async ({ page }) => {
    const form = await openFromHeader(page);
    const counter = form.dialog.getByText(/^[۰-۹]+ \/ ۲۰۰۰ نویسه$/);
    await expect(counter).toHaveText('۰ / ۲۰۰۰ نویسه');
    await form.description.fill('سلام، یک سایت');
    await expect(counter).toHaveText('۱۳ / ۲۰۰۰ نویسه');
    await expect(form.description).toHaveAttribute('aria-describedby', /./);

    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isOrderCall(request)) calls.push(request);
    });
    await form.name.fill('علی رضایی');
    await form.phone.fill('09121112233');
    await form.description.fill('ب'.repeat(2001));
    await expect(form.dialog.getByText('۲۰۰۱ / ۲۰۰۰ نویسه')).toBeVisible();
    await form.submit.click();
    await expect(form.dialog.getByText('توضیحات نباید بیشتر از ۲۰۰۰ نویسه باشد')).toBeVisible();
    await expect(form.description).toHaveAttribute('aria-invalid', 'true');
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(0);
    await expect(form.description).toHaveValue('ب'.repeat(2001));
  });

  test("the modal shows its first field's label whole, inside the dialog", PHONE, async ({ page }) => {
    const form = await openFromHeader(page);
    const label = form.dialog.locator('label').first();
    await expect(label).toHaveText(/نام و نام خانوادگی/);
    const content = form.dialog.locator('.MuiDialogContent-root');
    const [labelBox, contentBox] = [await label.boundingBox(), await content.boundingBox()];
    expect(labelBox!.y).toBeGreaterThanOrEqual(contentBox!.y);
    // Nothing of the label is scrolled or cut off by the content area.
    expect(await content.evaluate((el) => el.scrollTop)).toBe(0);
  });
});
