import { signIn, unique } from './support/admin';
import { expect, test } from './support/fixtures';

test.describe('admin API tokens', () => {
  test('a superadmin creates a token and copies it once; an integrator reads orders with it and is refused customers', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `حسابداری ${unique(testInfo)}`;
    await signIn(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'منوی پنل مدیریت' }).last().getByRole('link', { name: 'توکن‌های API' }).click();
    await page.getByRole('link', { name: 'ساخت توکن' }).click();

    await page.getByRole('textbox', { name: 'نام توکن' }).fill(name);
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByRole('combobox', { name: 'مدت اعتبار' }).click();
    await page.getByRole('option', { name: '۳۰ روز' }).click();
    await page.getByRole('button', { name: 'ساخت توکن' }).click();

    const shown = page.getByTestId('api-token-secret');
    await expect(shown).toHaveText(/^sbt_/);
    await page.getByRole('button', { name: 'کپی توکن' }).click();
    await expect(page.getByText('توکن کپی شد')).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toBe(await shown.textContent());

    // The list shows its prefix, never the secret again.
    await page.getByRole('link', { name: 'بازگشت به فهرست توکن‌ها' }).click();
    const row = page.getByRole('table', { name: 'فهرست توکن‌های API' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).toContainText('orders:read');
    await expect(row).toContainText('استفاده نشده');
    await expect(page.getByText(secret)).toHaveCount(0);

    // An integrator, with nothing but the token.
    const integrator = { authorization: `Bearer ${secret}` };
    const orders = await page.request.get('/api/orders/all', { headers: integrator });
    expect(orders.status()).toBe(200);
    expect(await orders.json()).toMatchObject({ orders: { current_page: 1 } });
    const customers = await page.request.get('/api/customers/all', { headers: integrator });
    expect(customers.status()).toBe(403);
    // The refusal names the scope the token lacks, for a person and for a machine.
    const refusal = (await customers.json()) as { error: string; code: string; scope: string };
    expect(refusal).toMatchObject({ code: 'FORBIDDEN', scope: 'customers:read' });
    expect(refusal.error).toBe('این توکن API اجازهٔ این کار را ندارد: نیازمند دسترسی customers:read');

    // Its use shows up in the list: time and address.
    await page.reload();
    await expect(row).not.toContainText('استفاده نشده');
    await expect(row).toContainText(/127\.0\.0\.1|::1/);
  });
});
