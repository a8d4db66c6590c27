import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { paths } from '../src/config/paths';
import { adminGraphql, screenshot, signIn, snackbar, unique } from './support/admin';
import { expect, PHONE, test } from './support/fixtures';

const CREATE_ADMIN = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const ASSIGN = 'mutation($id: Int!, $ownerId: Int) { assignOrder(id: $id, ownerId: $ownerId) { id } }';

interface Mail {
  to: string[];
  text: string;
}

/**
 * The SMTP server start-server.mjs points the server at (its port plus 20000, with these
 * credentials): a real one, which keeps what it is sent.
 */
async function startSmtp(port: number): Promise<{ received: Mail[]; close: () => Promise<void> }> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === 'e2e-mailer' && auth.password === 'e2e-smtp-password'
        ? callback(null, { user: 'e2e' })
        : callback(new Error('bad login')),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
        const text = /Content-Transfer-Encoding: base64/i.test(raw)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  expect((server.server.address() as AddressInfo).port).toBe(port);
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('«تنظیمات من»: notifications away from the back office', () => {
  test(
    'an admin turns on e-mail for requests given to them; a superadmin gives them one and the e-mail arrives',
    PHONE,
    async ({ page, baseURL }, testInfo) => {
      const smtp = await startSmtp(Number(new URL(baseURL!).port) + 20000);
      try {
        await signIn(page);
        const suffix = unique(testInfo);
        const person = {
          name: 'سمیرا',
          family: `اعلان${suffix}`,
          email: `notify-${suffix}@example.com`,
          phone: `0919${String(Date.now()).slice(-7)}`,
          password: 'notify-admin-pass',
        };
        const { createAdmin } = await adminGraphql<{ createAdmin: { id: number } }>(page, CREATE_ADMIN, { input: person });
        const superToken = await page.evaluate(() => localStorage.getItem('token'));

        await signIn(page, { login: person.email, password: person.password });
        await page.goto(paths.admin.dashboard);
        if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'باز کردن منو' }).click();
        await page.getByRole('link', { name: 'تنظیمات من' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات من' })).toBeVisible();
        await expect(page.getByText(person.email)).toBeVisible();

        const assigned = page.getByRole('group', { name: 'درخواست تازه‌ای به من سپرده شد' });
        const email = assigned.getByRole('switch', { name: 'ایمیل' });
        await expect(email).not.toBeChecked();
        await email.check();
        // Whatever the hour the test runs at: outside business hours the e-mail would wait for the morning.
        await page.getByRole('switch', { name: 'بیرون از ساعت کاری هم بفرست' }).check();
        await screenshot(page, testInfo, 'my-settings');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await expect(snackbar(page, 'تنظیمات اعلان ذخیره شد')).toBeVisible();

        await page.reload();
        await expect(
          page.getByRole('group', { name: 'درخواست تازه‌ای به من سپرده شد' }).getByRole('switch', { name: 'ایمیل' }),
        ).toBeChecked();
        await expect(
          page.getByRole('group', { name: 'موعد تماس اول درخواستِ من گذشت' }).getByRole('switch', { name: 'ایمیل' }),
        ).not.toBeChecked();

        const headers = { 'X-Requested-With': 'XMLHttpRequest' };
        const order = await page.request.post('/graphql', {
          data: {
            query: PUBLIC_ORDER,
            variables: { input: { fullName: `نرگس ${suffix}`, phoneNumber: `0912${String(Date.now()).slice(-7)}` } },
          },
          headers,
        });
        const orderId = (await order.json()).data.createOrder.id as number;
        const given = await page.request.post('/graphql', {
          data: { query: ASSIGN, variables: { id: orderId, ownerId: createAdmin.id } },
          headers: { ...headers, Authorization: `Bearer ${superToken}` },
        });
        expect((await given.json()).errors).toBeUndefined();

        await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(person.email)).length, { timeout: 15_000 }).toBe(1);
        const mail = smtp.received.find((m) => m.to.includes(person.email))!;
        expect(mail.text).toContain('نرگس');
        expect(mail.text).toContain(`${baseURL}/admin/orders?open=${orderId}`);
      } finally {
        await smtp.close();
      }
    },
  );
});
