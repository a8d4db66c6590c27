import type { Response } from 'supertest';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  const CREATE_CUSTOMER = 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }';
  const CREATE_PLAN = 'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }';
  const STAFF_ORDER =
    'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id fullName phoneNumber status operatorId operator { id name } } }';
  const PUBLIC_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id message } }';

  /** RFC 4180 read independently of the writer: quoted fields, doubled quotes, CRLF records. */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let record: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        record.push(field);
        field = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        record.push(field);
        records.push(record);
        record = [];
        field = '';
        i++;
      } else field += c;
    }
    if (field !== '' || record.length > 0) throw new Error(`unterminated last record: ${JSON.stringify(record)}`);
    return records;
  }

  describe('CSV exports', () => {
    let t: TestApp;

    const download = (path: string, token: string | null = t.superToken) => {
      const req = t.http
        .get(path)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      return token ? req.set('authorization', `Bearer ${token}`) : req;
    };
    const rowsOf = (res: Response) => {
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 3)).toEqual(BOM);
      return parseCsv(bytes.subarray(3).toString('utf8'));
    };
    const customer = async (name: string, family: string, phone: string, description: string | null = null) =>
      (await t.gql(CREATE_CUSTOMER, { input: { name, family, phone, email: `${phone}@example.com`, description } }, t.superToken)).data
        .createCustomer.id as number;
    const staffOrder = (input: Record<string, unknown>, token = t.superToken) => t.gql(STAFF_ORDER, { input }, token);

    let zahra: number;
    let planId: number;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      planId = (await t.gql('mutation { createPlan(input: { title: "فروشگاهی" }) { id } }', {}, t.superToken)).data.createPlan.id;
      zahra = await customer('زهرا', 'احمدی', '09121111111', 'پنل: admin, رمز: "x1"\nخط دوم');
      await customer('کامران', 'رضایی', '09122222222', '=HYPERLINK("http://evil","click")');
      await customer('مینا', 'احمدی‌نژاد', '09123333333');
      await t.gql(
        CREATE_PLAN,
        {
          input: {
            customerId: zahra,
            planId,
            domainName: 'zahra.ir',
            isActive: true,
            orderDate: '2024-03-20',
            expireDate: '2025-03-21',
            paid: 7700000,
          },
        },
        t.superToken,
      );
    });
    afterAll(() => t.close());

    it('sends customers as UTF-8 CSV with a BOM, Persian headers and Persian text intact, for download, never cached', async () => {
      const res = await download('/api/export/customers.csv');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = rowsOf(res);
      expect(header).toEqual([
        'نام',
        'نام خانوادگی',
        'تلفن',
        'ایمیل',
        'وضعیت',
        'تعداد طرح‌ها',
        'تاریخ ایجاد',
        'تاریخ ایجاد (ISO)',
        'یادداشت کارشناس',
        'شناسه',
      ]);
      // Newest first, as the list shows them.
      expect(rows.map((r) => r[0])).toEqual(['مینا', 'کامران', 'زهرا']);
      const zahraRow = rows[2];
      // Ids, phones, counts and dates in Latin digits, which a spreadsheet sorts and dials; each moment in ISO beside it.
      expect(zahraRow.slice(0, 6)).toEqual(['زهرا', 'احمدی', '09121111111', '09121111111@example.com', 'فعال', '1']);
      expect(zahraRow[6]).toMatch(/^14\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(Date.parse(zahraRow[7])).toBeGreaterThan(Date.now() - 3_600_000);
      // A comma, quotes and a line break survive the round trip.
      expect(zahraRow[8]).toBe('پنل: admin, رمز: "x1"\nخط دوم');
      expect(zahraRow[9]).toBe(String(zahra));
    });

    it('quotes fields with commas, quotes and line breaks as RFC 4180 says, and ends records with CRLF', async () => {
      const text = (await download('/api/export/customers.csv?search=زهرا')).body.subarray(3).toString('utf8');
      expect(text).toContain(`,"پنل: admin, رمز: ""x1""\nخط دوم",${zahra}\r\n`);
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('escapes a cell that would run as a formula with a leading apostrophe', async () => {
      const [, row] = rowsOf(await download('/api/export/customers.csv?search=کامران'));
      expect(row[8]).toBe(`'=HYPERLINK("http://evil","click")`);
      for (const description of ['+98912', '-2+3', '@SUM(A1:A9)', '=1+1'])
        await staffOrder({ fullName: 'فرمول', phoneNumber: '09124444444', description });
      const rows = rowsOf(await download('/api/export/orders.csv?search=فرمول')).slice(1);
      expect(rows.map((r) => r[4]).sort()).toEqual(["'+98912", "'-2+3", "'=1+1", "'@SUM(A1:A9)"].sort());
    });

    it('applies the list filter: search, status and order as the customers screen puts them in its URL', async () => {
      const active = rowsOf(await download('/api/export/customers.csv?status=ACTIVE')).slice(1);
      expect(active.map((r) => r[0])).toEqual(['زهرا']);
      const inactive = rowsOf(await download('/api/export/customers.csv?status=INACTIVE&sort=ASC')).slice(1);
      expect(inactive.map((r) => r[0])).toEqual(['کامران', 'مینا']);
      const searched = rowsOf(await download(`/api/export/customers.csv?search=${encodeURIComponent('احمدی')}&sort=ASC`)).slice(1);
      expect(searched.map((r) => r[0])).toEqual(['زهرا', 'مینا']);
    });

    it('exports every matching order, not one page, with status and operator in Persian', async () => {
      for (let i = 0; i < 20; i++) await staffOrder({ fullName: `تماس ${i}`, phoneNumber: '09125555555' });
      const res = await download(`/api/export/orders.csv?search=${encodeURIComponent('تماس')}&status=PENDING`);
      expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
      const [header, ...rows] = rowsOf(res);
      expect(header).toEqual([
        'شماره درخواست',
        'کد پیگیری',
        'نام مشتری',
        'شماره تماس',
        'توضیحات مشتری',
        'وضعیت',
        'مسئول پیگیری',
        'کارشناس',
        'قالب',
        'پلن',
        'روش ثبت',
        'تاریخ ثبت',
        'تاریخ ثبت (ISO)',
        'اولین تماس',
        'اولین تماس (ISO)',
      ]);
      expect(rows).toHaveLength(20);
      expect(rows[0][0]).toMatch(/^\d+$/);
      expect(rows[0][1]).toMatch(/^\d{10}$/);
      expect(rows[0].slice(2, 6)).toEqual(['تماس 19', '09125555555', '', 'در انتظار بررسی']);
      expect(rows[0][7]).not.toBe('');
      expect(rows[0][10]).toBe('ثبت توسط کارکنان');
      expect(rows[0][11]).toMatch(/^14\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(rows[0].slice(13)).toEqual(['', '']);
      expect(rows[19][2]).toBe('تماس 0');
      expect(rowsOf(await download('/api/export/orders.csv?status=COMPLETED')).slice(1)).toEqual([]);
    });

    it("names each request's owner, theme and plan, and when it was first called (Jalali and ISO)", async () => {
      const theme = await gqlUpload(
        t,
        'mutation($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
        { input: { title: 'قالب کافه', link: 'https://demo.example.com', planIds: [planId] } },
        { image: { content: PNG_BYTES, filename: 'theme.png' } },
      );
      const themeId = theme.data.createTheme.id as number;
      const order = await t.gql(PUBLIC_ORDER, { input: { fullName: 'سارا نام‌دار', phoneNumber: '09127777777', themeId, planId } });
      expect(order.errors).toBeUndefined();
      const id = order.data.createOrder.id as number;
      expect((await t.gql('mutation($id: Int!) { takeOrder(id: $id) { id } }', { id }, t.superToken)).errors).toBeUndefined();
      const called = await t.gql(
        'mutation($input: LogOrderCallInput!) { logOrderCall(input: $input) { order { firstContactAt } } }',
        { input: { orderId: id, outcome: 'BUSY' } },
        t.superToken,
      );
      const firstContactAt = called.data.logOrderCall.order.firstContactAt as string;

      const [header, row] = rowsOf(await download(`/api/export/orders.csv?search=${encodeURIComponent('نام‌دار')}`));
      const column = (name: string) => row[header.indexOf(name)];
      const { me } = (await t.gql('{ me { name family } }', {}, t.superToken)).data;
      expect(column('مسئول پیگیری')).toBe(`${me.name} ${me.family}`);
      expect([column('قالب'), column('پلن'), column('روش ثبت')]).toEqual(['قالب کافه', 'فروشگاهی', 'فرم سایت']);
      expect(column('اولین تماس (ISO)')).toBe(new Date(firstContactAt).toISOString());
      expect(column('اولین تماس')).toMatch(/^14\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    });

    it("exports one customer's plans with Jalali dates, or every customer's", async () => {
      const mina = (await t.gql('{ customers(search: "مینا") { items { id } } }', {}, t.superToken)).data.customers.items[0].id;
      await t.gql(CREATE_PLAN, { input: { customerId: mina, planId, domainName: 'mina.ir' } }, t.superToken);

      const res = await download(`/api/export/customer-plans.csv?customer_id=${zahra}`);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="customer-plans-${zahra}.csv"`);
      const [header, ...rows] = rowsOf(res);
      expect(header).toEqual([
        'مشتری',
        'عنوان طرح',
        'دامنه',
        'کد قالب',
        'تاریخ سفارش',
        'تاریخ سفارش (ISO)',
        'تاریخ انقضا',
        'تاریخ انقضا (ISO)',
        'مبلغ پرداختی (تومان)',
        'وضعیت',
      ]);
      // No access details column unless a superadmin asks (issue 34; customer-plan-access.cases.ts).
      expect(rows).toEqual([
        ['زهرا احمدی', 'فروشگاهی', 'zahra.ir', '', '1403/01/01', '2024-03-20', '1404/01/01', '2025-03-21', '7700000', 'فعال'],
      ]);

      const all = rowsOf(await download('/api/export/customer-plans.csv')).slice(1);
      expect(all.map((r) => r[2]).sort()).toEqual(['mina.ir', 'zahra.ir']);
      expect((await download('/api/export/customer-plans.csv?customer_id=99999')).status).toBe(404);
    });

    it('answers 401 without a token or with a bad one, and sends no rows', async () => {
      for (const path of ['/api/export/customers.csv', '/api/export/orders.csv', '/api/export/customer-plans.csv']) {
        for (const token of [null, 'not-a-token']) {
          const res = await download(path, token);
          expect(res.status).toBe(401);
          expect(res.headers['content-type']).not.toMatch(/csv/);
          expect(res.body.toString('utf8')).not.toContain('زهرا');
        }
      }
    });

    it('refuses bad filter values with 422 and Persian messages, as the list queries do', async () => {
      for (const path of [
        '/api/export/customers.csv?status=SOMETIMES',
        '/api/export/customers.csv?sort=SIDEWAYS',
        `/api/export/customers.csv?search=${'ا'.repeat(101)}`,
        '/api/export/orders.csv?status=LOST',
        '/api/export/orders.csv?search=a&search=b',
        '/api/export/customer-plans.csv?customer_id=abc',
        '/api/export/customer-plans.csv?customer_id=0',
      ]) {
        const res = await download(path);
        expect([path, res.status]).toEqual([path, 422]);
        const body = JSON.parse(res.body.toString('utf8'));
        expect(Object.values(body.errors as Record<string, string[]>).flat()[0]).toMatch(/[\u0600-\u06FF]/);
      }
    });
  });

  describe('orders staff add by hand', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '1' } });
    });
    afterAll(() => t.close());

    const list = async () => (await t.gql('{ orders { total items { fullName operator { id } } } }', {}, t.superToken)).data.orders;

    it('stores a staff order without using the public per-address allowance, records the operator, and lists it first', async () => {
      const me = (await t.gql('{ me { id } }', {}, t.superToken)).data.me.id;
      for (const name of ['تلفنی یک', 'تلفنی دو', 'تلفنی سه']) {
        const res = await t.gql(
          STAFF_ORDER,
          { input: { fullName: name, phoneNumber: '۰۹۱۲۶۶۶۶۶۶۶', description: 'تماس تلفنی' } },
          t.superToken,
        );
        expect(res.errors).toBeUndefined();
        expect(res.data.createStaffOrder).toMatchObject({
          fullName: name,
          phoneNumber: '09126666666',
          status: 'PENDING',
          operatorId: me,
          operator: { id: me },
        });
      }
      // The public form from the same address still has its one request, then is limited.
      const first = await t.gql(PUBLIC_ORDER, { input: { fullName: 'بازدیدکننده', phoneNumber: '09127777777' } });
      expect(first.data.createOrder.id).toEqual(expect.any(Number));
      const second = await t.gql(PUBLIC_ORDER, { input: { fullName: 'بازدیدکننده دوم', phoneNumber: '09127777777' } });
      expect(second.status).toBe(429);
      expect(firstError(second).code).toBe('RATE_LIMITED');
      // Staff are still not limited once the address is.
      const after = await t.gql(STAFF_ORDER, { input: { fullName: 'تلفنی چهار', phoneNumber: '09126666666' } }, t.superToken);
      expect(after.errors).toBeUndefined();

      const orders = await list();
      expect(orders.total).toBe(5);
      expect(orders.items[0]).toEqual({ fullName: 'تلفنی چهار', operator: { id: me } });
      expect(orders.items.find((o: { fullName: string }) => o.fullName === 'بازدیدکننده').operator).toBeNull();
    });

    it('checks the same rules as the public form and stores nothing refused; needs a token', async () => {
      const before = (await list()).total;
      const bad = await t.gql(STAFF_ORDER, { input: { fullName: ' ', phoneNumber: '02188776655' } }, t.superToken);
      expect(firstError(bad)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { fullName: ['نام و نام خانوادگی الزامی است'], phoneNumber: ['شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید'] },
      });
      const anonymous = await t.gql(STAFF_ORDER, { input: { fullName: 'ناشناس', phoneNumber: '09126666666' } });
      expect(firstError(anonymous).code).toBe('UNAUTHENTICATED');
      expect((await list()).total).toBe(before);
    });

    it('keeps one order for a repeated Idempotency-Key (a double click on save)', async () => {
      const before = (await list()).total;
      const send = () =>
        t.http
          .post('/graphql')
          .set('authorization', `Bearer ${t.superToken}`)
          .set('idempotency-key', 'staff-order-double-click')
          .send({ query: STAFF_ORDER, variables: { input: { fullName: 'دوبار کلیک', phoneNumber: '09128888888' } } });
      const [a, b] = await Promise.all([send(), send()]);
      expect(b.body).toEqual(a.body);
      expect((await list()).total).toBe(before + 1);
    });
  });
});
