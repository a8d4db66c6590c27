import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const TOTAL = 'query { orders { total items { fullName phoneNumber description channel } } }';
  const FORM = 'application/x-www-form-urlencoded';

  /** The order form posted natively (no JavaScript): POST /order, fields named as the API's. */
  describe('the order form without JavaScript (POST /order)', () => {
    let t: TestApp;
    const orders = async () => (await t.gql(TOTAL, {}, t.superToken)).data.orders as { total: number; items: Record<string, unknown>[] };
    const post = (fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) =>
      t.http.post('/order').set('Content-Type', FORM).set(headers).send(new URLSearchParams(fields).toString());

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '3' } });
    });
    afterAll(() => t.close());

    it('stores the request like the API and answers 303 to the confirmation page, so a reload sends nothing', async () => {
      const res = await post({ full_name: ' مریم احمدی ', phone_number: '۰۹۱۲۳۴۵۶۷۸۹', description: 'فروشگاه لوازم خانگی' });
      expect(res.status).toBe(303);
      // The confirmation page names the request's reference (order-reference.cases.ts).
      expect(res.headers.location).toMatch(/^\/order\/sent\?ref=\d{10}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const { total, items } = await orders();
      expect(total).toBe(1);
      expect(items[0]).toEqual({
        fullName: 'مریم احمدی',
        phoneNumber: '09123456789',
        description: 'فروشگاه لوازم خانگی',
        channel: 'NO_JS_FORM',
      });
    });

    it('answers a wrong form with the form again: every message in Persian and the values typed, nothing stored', async () => {
      const res = await post({ full_name: '', phone_number: '0912', description: 'ب'.repeat(2001) });
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('نام و نام خانوادگی الزامی است');
      expect(res.text).toContain('شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید');
      expect(res.text).toContain('توضیحات نباید بیشتر از ۲۰۰۰ نویسه باشد');
      expect(res.text).toContain('value="0912"');
      expect((await orders()).total).toBe(1);
    });

    it('refuses a post from another site (the API refuses such requests too) and stores nothing', async () => {
      const fields = { full_name: 'علی', phone_number: '09121112233' };
      const crossSite = await post(fields, { 'Sec-Fetch-Site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect(crossSite.text).toContain('این فرم را فقط از خود سایت می‌توان فرستاد');
      const otherOrigin = await post(fields, { Origin: 'https://evil.example' });
      expect(otherOrigin.status).toBe(403);
      expect((await orders()).total).toBe(1);
    });

    it('shares the per-address allowance of the API: past ORDER_RATE_LIMIT it is a 429 with Retry-After', async () => {
      // One stored above; two more through the API and the form, then the form is refused.
      await t.gql('mutation { createOrder(input: { fullName: "رضا", phoneNumber: "09120001122" }) { id } }');
      expect((await post({ full_name: 'سارا', phone_number: '09120001133' })).status).toBe(303);
      const refused = await post({ full_name: 'نیما', phone_number: '09120001144' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.text).toContain('درخواست‌های زیادی از شما رسیده است');
      expect((await orders()).total).toBe(3);
    });

    it('takes a body that is no form of fields as an empty form, never a 500', async () => {
      const res = await t.http
        .post('/order')
        .set('Content-Type', FORM)
        .set('Sec-Fetch-Site', 'same-origin')
        .send('full_name[a][b]=1&phone_number=');
      expect(res.status).toBe(422);
    });
  });
});
