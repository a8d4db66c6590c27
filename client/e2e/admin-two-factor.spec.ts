import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { adminGraphql, allowRefusedRequests, expectNoSidewaysScroll, screenshot, signIn } from './support/admin';
import { axe } from './support/axe';
import { expect, PHONE, test } from './support/fixtures';
import { totp } from './support/totp';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const persian = (digits: string) => digits.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]);

/** axe's findings, one line per rule and element, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axe(page);
  return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** What the QR image on the page holds, read from its pixels as a phone's camera would. */
async function qrText(page: Page): Promise<string> {
  const image = page.getByTestId('two-factor-qr');
  await expect(image).toBeVisible();
  const pixels = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!decoded) throw new Error('the QR image could not be read');
  return decoded.data;
}

test.describe('two-factor sign-in (issue 34)', () => {
  test(
    'an admin sets it up by scanning the QR code, keeps the recovery codes, and signs in with a code',
    PHONE,
    async ({ page, consoleErrors }, testInfo) => {
      test.setTimeout(60_000);
      const who =
        testInfo.project.name === 'phone'
          ? { email: 'tfa.phone@example.com', phone: '09123450002' }
          : { email: 'tfa.desk@example.com', phone: '09123450001' };
      const password = 'two-factor-pass-1';
      await signIn(page);
      await adminGraphql(page, 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }', {
        input: { name: 'نگار', family: 'دومرحله‌ای', email: who.email, phone: who.phone, password },
      });
      await signIn(page, { login: who.email, password });

      await page.goto('/admin/two-factor');
      await expect(page.getByRole('heading', { level: 1, name: 'ورود دو مرحله‌ای' })).toBeVisible();
      await expect(page.getByText('ورود دو مرحله‌ای شما خاموش است.')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'راه‌اندازی ورود دو مرحله‌ای' }).click();
      const url = new URL(await qrText(page));
      expect(url.protocol).toBe('otpauth:');
      expect(decodeURIComponent(url.pathname)).toContain(who.email);
      const secret = url.searchParams.get('secret')!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // The same secret is there to type by hand, in groups of four.
      await expect(page.locator('code')).toHaveText(secret.match(/.{4}/g)!.join(' '));
      await expect(page.locator('input[name="code"]')).toHaveAttribute('autocomplete', 'one-time-code');
      expect(await violations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'two-factor-setup');

      await page.locator('input[name="code"]').fill(persian(totp(secret)));
      await page.getByRole('button', { name: 'تأیید و روشن کردن' }).click();
      const codes = page.getByRole('list', { name: 'کدهای بازیابی' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(page.getByText('فقط همین یک بار نمایش داده می‌شوند', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'دریافت فایل کدها' })).toHaveAttribute('download', 'recovery-codes.txt');
      expect(await violations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'کدها را برداشتم' }).click();
      await expect(page.getByText('ورود دو مرحله‌ای شما روشن است', { exact: false })).toBeVisible();
      await expect(page.getByText('کدهای بازیابی باقی‌مانده: ۱۰ از ۱۰')).toBeVisible();

      // Signed out, the password alone no longer opens the back office: the code does.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/ch-admin');
      await page.locator('input[name="login"]').fill(who.email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: 'ورود' }).click();
      await expect(page.getByRole('heading', { name: 'کد تأیید دو مرحله‌ای' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const code = page.locator('input[name="code"]');
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toBeFocused();
      expect(await violations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'two-factor-login');

      await code.fill('۰۰۰۰۰۰');
      await page.getByRole('button', { name: 'تأیید و ورود' }).click();
      await expect(page.getByRole('alert')).toHaveText('کد تأیید درست نیست');
      // The next step's code: the one used to confirm the setup is spent (a code is taken once).
      await code.fill(persian(totp(secret, Date.now() + 30_000)));
      await page.getByRole('button', { name: 'تأیید و ورود' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(who.email);
      allowRefusedRequests(consoleErrors, 401);
    },
  );
});
