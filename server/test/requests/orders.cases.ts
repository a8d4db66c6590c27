import { DataSource } from 'typeorm';
import { Order } from 'src/domain/orders/order.entity.js';
import { firstError, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FIELDS = 'id fullName phoneNumber description shortDescription status operatorId operator { id name } createdAt';
  const CREATE = 'mutation Create($input: CreateOrderInput!) { createOrder(input: $input) { id message } }';
  const GET = `query Get($id: Int!) { order(id: $id) { ${FIELDS} } }`;
  const LIST = `query List($search: String, $status: OrderStatus, $page: Int, $perPage: Int) {
  orders(search: $search, status: $status, page: $page, perPage: $perPage) {
    items { ${FIELDS} } currentPage lastPage total perPage
  }
}`;
  const CHANGE = `mutation Change($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { ${FIELDS} } }`;

  const RECEIVED = 'درخواست شما ثبت شد؛ مشاوران ما به‌زودی با شما تماس می‌گیرند.';
  const MOBILE_MESSAGE = 'شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید';

  describe('orders API', () => {
    let t: TestApp;
    const createOrder = (input: Record<string, unknown>) => t.gql(CREATE, { input });
    const read = async (id: number) => (await t.gql(GET, { id }, t.superToken)).data.order;
    const total = async () => (await t.gql(LIST, {}, t.superToken)).data.orders.total as number;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    describe('createOrder (public)', () => {
      it('stores a visitor request without a token as PENDING and answers with its id and a Persian message', async () => {
        const res = await createOrder({ fullName: ' علي كاظمي ', phoneNumber: '۰۹۱۲۳۴۵۶۷۸۹', description: 'سایت فروشگاهی می‌خواهم' });
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        expect(res.data.createOrder).toEqual({ id: expect.any(Number), message: RECEIVED });
        expect(await read(res.data.createOrder.id)).toMatchObject({
          id: res.data.createOrder.id,
          fullName: 'علی کاظمی',
          phoneNumber: '09123456789',
          description: 'سایت فروشگاهی می‌خواهم',
          status: 'PENDING',
          operatorId: null,
          operator: null,
        });
      });

      it('normalises Arabic digits and a +98 prefix in the phone, and stores an empty description as none', async () => {
        const arabic = await createOrder({ fullName: 'مریم', phoneNumber: '٠٩٣٥١٢٣٤٥٦٧', description: '' });
        expect(await read(arabic.data.createOrder.id)).toMatchObject({
          phoneNumber: '09351234567',
          description: null,
          shortDescription: null,
        });
        const international = await createOrder({ fullName: 'رضا', phoneNumber: '+98 912-000-1122' });
        expect((await read(international.data.createOrder.id)).phoneNumber).toBe('09120001122');
      });

      it('refuses a number that is not an Iranian mobile with a Persian message and stores nothing', async () => {
        const before = await total();
        for (const phoneNumber of ['02188776655', '0912345678', '۰۸۱۲۳۴۵۶۷۸۹', 'abc']) {
          const res = await createOrder({ fullName: 'علی', phoneNumber });
          expect(res.data).toBeNull();
          expect(firstError(res)).toMatchObject({
            code: 'VALIDATION_FAILED',
            message: MOBILE_MESSAGE,
            fields: { phoneNumber: [MOBILE_MESSAGE] },
          });
        }
        expect(await total()).toBe(before);
      });

      it('names an empty name and a missing phone in Persian and stores nothing', async () => {
        const before = await total();
        const res = await createOrder({ fullName: '  ', phoneNumber: '' });
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { fullName: ['نام و نام خانوادگی الزامی است'], phoneNumber: expect.arrayContaining(['شماره موبایل الزامی است']) },
        });
        expect(await total()).toBe(before);
      });

      it('never lets a visitor choose the status', async () => {
        const before = await total();
        const res = await createOrder({ fullName: 'زرنگ', phoneNumber: '09121111111', status: 'COMPLETED' });
        expect(res.status).toBe(400);
        expect(res.data).toBeUndefined();
        expect(await total()).toBe(before);
      });

      it('cuts the short description to 50 characters with an ellipsis', async () => {
        const description = 'الف'.repeat(30);
        const res = await createOrder({ fullName: 'بلند', phoneNumber: '09121111112', description });
        const order = await read(res.data.createOrder.id);
        expect(order.description).toBe(description);
        expect(order.shortDescription).toBe(description.slice(0, 50) + '…');
      });
    });

    describe('changeOrderStatus', () => {
      let id: number;
      let nima: { id: number; token: string };

      beforeAll(async () => {
        id = (await createOrder({ fullName: 'پیگیری', phoneNumber: '09125550000' })).data.createOrder.id;
        const created = await t.gql(
          'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
          { input: { name: 'نیما', family: 'کارشناس', email: 'nima@example.com', phone: '09125556666', password: 'nima-pass-123' } },
          t.superToken,
        );
        nima = { id: created.data.createAdmin.id, token: await t.login('nima@example.com', 'nima-pass-123') };
      });

      it('moves an order from any status to any other and records the acting admin as operator', async () => {
        const path = ['COMPLETED', 'PENDING', 'REJECTED', 'PROCESSING', 'COMPLETED', 'REJECTED', 'PENDING', 'PROCESSING'];
        for (const status of path) {
          const res = await t.gql(CHANGE, { id, status }, t.superToken);
          expect(res.errors).toBeUndefined();
          expect(res.data.changeOrderStatus).toMatchObject({ id, status, operatorId: 1, operator: { id: 1, name: 'مدیر' } });
          expect(await read(id)).toMatchObject({ status, operator: { name: 'مدیر' } });
        }
      });

      it('makes whoever changed the status last the operator', async () => {
        const res = await t.gql(CHANGE, { id, status: 'COMPLETED' }, nima.token);
        expect(res.data.changeOrderStatus).toMatchObject({
          status: 'COMPLETED',
          operatorId: nima.id,
          operator: { id: nima.id, name: 'نیما' },
        });
        expect(await read(id)).toMatchObject({ status: 'COMPLETED', operator: { name: 'نیما' } });
      });

      it('keeps the rest of the order as the visitor left it', async () => {
        expect(await read(id)).toMatchObject({ fullName: 'پیگیری', phoneNumber: '09125550000' });
      });

      it('refuses a status that does not exist and changes nothing', async () => {
        const before = await read(id);
        const res = await t.gql(CHANGE, { id, status: 'ARCHIVED' }, t.superToken);
        expect(res.status).toBe(400);
        expect(res.data).toBeUndefined();
        expect(await read(id)).toEqual(before);
      });

      it('answers NOT_FOUND for an unknown order', async () => {
        const res = await t.gql(CHANGE, { id: 9999, status: 'COMPLETED' }, t.superToken);
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'درخواست پیدا نشد' });
      });

      it('answers 401 without a token and changes neither status nor operator', async () => {
        const before = await read(id);
        const res = await t.gql(CHANGE, { id, status: 'REJECTED' });
        expect(res.status).toBe(401);
        expect(res.data ?? null).toBeNull();
        expect(await read(id)).toEqual(before);
      });
    });
  });

  describe('orders and order', () => {
    let t: TestApp;
    const ids: Record<'old' | 'middle' | 'newest' | 'other', number> = { old: 0, middle: 0, newest: 0, other: 0 };
    const listIds = async (vars: Record<string, unknown> = {}) => {
      const res = await t.gql(LIST, vars, t.superToken);
      if (!res.data?.orders) throw new Error(JSON.stringify(res.errors));
      return res.data.orders.items.map((o: { id: number }) => o.id);
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const add = async (fullName: string, phoneNumber: string) =>
        (await t.gql(CREATE, { input: { fullName, phoneNumber } })).data.createOrder.id as number;
      // Inserted in the order newest, old, other, middle; their created dates decide the listing.
      ids.newest = await add('علی رضایی', '09121110000');
      ids.old = await add('مریم کریمی', '09352220000');
      ids.other = await add('سارا یوسفی', '09123330000');
      ids.middle = await add('علی کریمی', '09124440000');
      const orders = t.app.get(DataSource).getRepository(Order);
      await orders.update(ids.newest, { createdAt: new Date('2024-04-01T08:00:00Z') });
      await orders.update(ids.old, { createdAt: new Date('2024-01-01T08:00:00Z') });
      await orders.update(ids.other, { createdAt: new Date('2024-02-01T08:00:00Z') });
      await orders.update(ids.middle, { createdAt: new Date('2024-03-01T08:00:00Z') });
      await t.gql(CHANGE, { id: ids.other, status: 'REJECTED' }, t.superToken);
      await t.gql(CHANGE, { id: ids.middle, status: 'PROCESSING' }, t.superToken);
    });
    afterAll(() => t.close());

    it('lists requests newest first with the paging metadata, 15 a page by default', async () => {
      const res = await t.gql(LIST, {}, t.superToken);
      expect(res.errors).toBeUndefined();
      expect(res.data.orders).toMatchObject({ currentPage: 1, lastPage: 1, total: 4, perPage: 15 });
      expect(res.data.orders.items.map((o: { id: number }) => o.id)).toEqual([ids.newest, ids.middle, ids.other, ids.old]);
    });

    it('pages the list', async () => {
      const second = (await t.gql(LIST, { perPage: 3, page: 2 }, t.superToken)).data.orders;
      expect(second).toMatchObject({ currentPage: 2, lastPage: 2, total: 4, perPage: 3 });
      expect(second.items.map((o: { id: number }) => o.id)).toEqual([ids.old]);
    });

    it('finds requests by name, by several words, or by phone typed in any digits', async () => {
      expect(await listIds({ search: 'علی' })).toEqual([ids.newest, ids.middle]);
      expect(await listIds({ search: 'علي كريمي' })).toEqual([ids.middle]);
      expect(await listIds({ search: '0935' })).toEqual([ids.old]);
      expect(await listIds({ search: '۳۳۳۰۰۰۰' })).toEqual([ids.other]);
      expect(await listIds({ search: '%' })).toEqual([]);
    });

    it('filters by status, alone or with a search', async () => {
      expect(await listIds({ status: 'PENDING' })).toEqual([ids.newest, ids.old]);
      expect(await listIds({ status: 'PROCESSING' })).toEqual([ids.middle]);
      expect(await listIds({ status: 'REJECTED' })).toEqual([ids.other]);
      expect(await listIds({ status: 'COMPLETED' })).toEqual([]);
      expect(await listIds({ status: 'PENDING', search: 'کریمی' })).toEqual([ids.old]);
    });

    it('refuses more than 100 a page and an over-long search with Persian messages', async () => {
      const tooMany = await t.gql(LIST, { perPage: 101 }, t.superToken);
      expect(tooMany.data).toBeNull();
      expect(firstError(tooMany)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { perPage: ['تعداد در هر صفحه نباید بیشتر از ۱۰۰ باشد'] },
      });
      const longSearch = await t.gql(LIST, { search: '۱'.repeat(101) }, t.superToken);
      expect(firstError(longSearch).fields).toEqual({ search: ['عبارت جستجو نباید بیشتر از ۱۰۰ نویسه باشد'] });
    });

    it('answers NOT_FOUND for an unknown order', async () => {
      const res = await t.gql(GET, { id: 9999 }, t.superToken);
      expect(res.data).toBeNull();
      expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'درخواست پیدا نشد' });
    });

    it('answers 401 and no data to orders and order without a token', async () => {
      for (const [query, vars] of [
        [LIST, {}],
        [GET, { id: ids.old }],
      ] as const) {
        const res = await t.gql(query, vars);
        expect(res.status).toBe(401);
        expect(firstError(res).code).toBe('UNAUTHENTICATED');
        expect(res.data ?? null).toBeNull();
      }
    });
  });

  describe('order rate limit', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Behind one trusted proxy hop, so the test can speak for several visitor addresses.
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '3', TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    const send = (fullName: string, forwardedFor = '198.51.100.10') =>
      t.http
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('x-forwarded-for', forwardedFor)
        .send({ query: CREATE, variables: { input: { fullName, phoneNumber: '09121234567' } } });
    const stored = async () => (await t.gql('{ orders { total items { fullName } } }', {}, t.superToken)).data.orders;

    it('answers the fourth request from one address with 429 RATE_LIMITED in Persian, with Retry-After, and does not store it', async () => {
      // A refused (invalid) request does not use up the allowance.
      const invalid = await t.http
        .post('/graphql')
        .set('x-forwarded-for', '198.51.100.10')
        .send({ query: CREATE, variables: { input: { fullName: 'نامعتبر', phoneNumber: '123' } } });
      expect(invalid.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');

      for (const name of ['اول', 'دوم', 'سوم']) {
        const res = await send(name);
        expect(res.status).toBe(200);
        expect(res.body.data.createOrder.message).toBe(RECEIVED);
      }
      const fourth = await send('چهارم');
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(fourth.body.data ?? null).toBeNull();
      expect(fourth.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(fourth.body.errors[0].message).toBe('درخواست‌های زیادی از شما رسیده است؛ کمی بعد دوباره تلاش کنید');

      const orders = await stored();
      expect(orders.total).toBe(3);
      expect(orders.items.map((o: { fullName: string }) => o.fullName)).not.toContain('چهارم');
    });

    it('counts each visitor address on its own', async () => {
      const res = await send('از نشانی دیگر', '203.0.113.7');
      expect(res.status).toBe(200);
      expect(res.body.data.createOrder.message).toBe(RECEIVED);
      expect((await send('باز هم از نشانی اول')).status).toBe(429);
    });
  });

  describe('order rate limit under concurrency', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '2' } });
    });
    afterAll(() => t.close());

    it('stores exactly ORDER_RATE_LIMIT of 20 simultaneous requests from one address and refuses 18 with 429 and Retry-After', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.http.post('/api/orders/create').send({ full_name: `همزمان ${i}`, phone_number: '09121234567' }),
        ),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 429)).toHaveLength(18);
      for (const res of responses.filter((r) => r.status === 429)) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body.message).toBe('درخواست‌های زیادی از شما رسیده است؛ کمی بعد دوباره تلاش کنید');
      }
      expect(await t.app.get(DataSource).getRepository(Order).count()).toBe(2);
    });
  });
});
