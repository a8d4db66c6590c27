import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signIn, unique } from './support/admin';
import { expect, test, waitForHydrated } from './support/fixtures';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver as an integrator would run one: it records what arrives and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('دریافت شد');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

function deliveryRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'ارسال‌های وب‌هوک' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

test.describe('admin webhooks', () => {
  test('an endpoint receives order.created when a visitor sends the form; the delivery is in the log and is sent again', async ({
    page,
    browser,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      const fullName = `مشتری وب‌هوک ${unique(testInfo)}`;
      await signIn(page);
      await page.goto('/admin/webhooks');
      await page.getByRole('link', { name: 'افزودن وب‌هوک' }).click();
      await page.getByRole('textbox', { name: /نشانی گیرنده/ }).fill(`http://127.0.0.1:${receiver.port}/hooks`);
      await page.getByRole('textbox', { name: 'توضیح' }).fill(`سامانهٔ فروش ${unique(testInfo)}`);
      await expect(page.getByRole('checkbox', { name: /درخواست تازه/ })).toBeChecked();
      await page.getByRole('button', { name: 'ثبت وب‌هوک' }).click();
      await expect(page.getByText('وب‌هوک ثبت شد')).toBeVisible();
      const secret = (await page.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);

      // A visitor, in a browser of their own, sends the public form.
      const visitor = await browser.newPage();
      await visitor.goto('/about');
      const orderButton = visitor.getByRole('banner').getByRole('button', { name: 'ثبت سفارش' });
      await waitForHydrated(orderButton);
      await orderButton.click();
      const dialog = visitor.getByRole('dialog', { name: 'درخواست طراحی سایت' });
      await dialog.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill(fullName);
      await dialog.getByRole('textbox', { name: /شماره موبایل/ }).fill('۰۹۱۲۳۴۵۶۷۸۹');
      await dialog.getByRole('button', { name: 'ثبت درخواست' }).click();
      await expect(dialog.getByRole('status').filter({ hasText: /./ })).toBeVisible();
      await visitor.close();

      await expect.poll(() => receiver.received.length).toBe(1);
      const [first] = receiver.received;
      const payload = new Webhook(secret).verify(first.body, first.headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'order.created', data: { full_name: fullName, phone_number: '09123456789' } });

      // The log shows the delivery: event, status, attempt, the receiver's status code and answer.
      await page.reload();
      const row = deliveryRows(page).filter({ hasText: 'درخواست تازه' });
      await expect(row).toContainText('رسید');
      await expect(row).toContainText('۲۰۰');
      await expect(row).toContainText('دریافت شد');
      await expect(row.getByRole('cell').nth(3)).toHaveText('۱');

      await row.getByRole('button', { name: 'ارسال دوباره' }).click();
      await expect(page.getByText('دوباره فرستاده شد')).toBeVisible();
      await expect.poll(() => receiver.received.length).toBe(2);
      expect(receiver.received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
      await page.reload();
      await expect(deliveryRows(page).filter({ hasText: 'درخواست تازه' }).getByRole('cell').nth(3)).toHaveText('۲');
    } finally {
      await receiver.close();
    }
  });
});
