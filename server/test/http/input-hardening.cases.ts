import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectFailure, expectValidation, legacy, PERSIAN, type LegacyClient } from '../legacy-rest/legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  /** `{"a":[[[...]]]}` nested `depth` levels, as text (JSON.stringify would overflow building it). */
  function deepJson(field: string, depth: number): string {
    return `{"${field}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  }

  /** Issue 9 points 4-6: bodies the server cannot read, odd values and partial REST updates. */
  describe('input hardening (issue 9: 4, 5, 6)', () => {
    let t: TestApp;
    let admin: LegacyClient;
    let customerId: number;

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
      const res = await admin
        .post('/api/customers/add')
        .send({ name: 'مینا', family: 'رضایی', email: 'mina@example.com', phone: '09121234567' });
      expect(res.status).toBe(201);
      customerId = res.body.customer.id;
    });
    afterAll(() => t.close());

    async function planTitle(id: number): Promise<string> {
      return (await admin.get(`/api/themes/plans/edit/${id}`)).body.title;
    }

    describe('deeply nested bodies answer 400, never 500', () => {
      it.each([
        ['post', '/api/orders/create', 'full_name'],
        ['post', '/api/admin/login', 'login'],
        ['put', '/api/themes/plans/update/1', 'title'],
        ['post', '/api/customers/add', 'email'],
      ] as const)('%s %s with 5,000 levels', async (method, path, field) => {
        const res = await admin[method](path).set('content-type', 'application/json').send(deepJson(field, 5000));
        expectFailure(res, 400);
      });

      it('refuses 40 levels too (far above any real payload), and keeps the plan', async () => {
        const before = await planTitle(1);
        const res = await admin.put('/api/themes/plans/update/1').set('content-type', 'application/json').send(deepJson('title', 40));
        expectFailure(res, 400);
        expect(await planTitle(1)).toBe(before);
      });

      it('refuses a deep urlencoded body with 400', async () => {
        const res = await admin
          .post('/api/orders/create')
          .set('content-type', 'application/x-www-form-urlencoded')
          .send(`full_name${'[a]'.repeat(60)}=x`);
        expectFailure(res, 400);
      });

      it('answers a deep GraphQL body with 400 in the GraphQL error shape', async () => {
        const body = `{"query":"mutation($i: LoginInput!) { login(input: $i) { accessToken } }","variables":{"i":{"login":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}}}`;
        const res = await t.http.post('/graphql').set('content-type', 'application/json').send(body);
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(PERSIAN);
        expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      });
    });

    describe('a lone UTF-16 surrogate answers 422 naming the field', () => {
      it('on REST', async () => {
        const res = await admin
          .post('/api/customers/add')
          .send({ name: 'a', family: 'b', email: 'a\ud800@example.com', phone: '09121234568' });
        expectValidation(res, 'email');
      });

      it('on REST, in any string field', async () => {
        const res = await admin.post('/api/orders/create').send({ full_name: 'علی\udc00', phone_number: '09121234569' });
        expectValidation(res, 'full_name');
      });

      it('on GraphQL', async () => {
        const res = await t.gql(
          'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
          { input: { name: 'x\ud800', family: 'b', email: 'c@example.com', phone: '09121234570' } },
          t.superToken,
        );
        expect(res.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: [expect.stringMatching(PERSIAN)] } });
      });
    });

    describe('a body the call cannot read is refused', () => {
      it('answers 400 to a JSON array and changes nothing', async () => {
        const before = await planTitle(1);
        const res = await admin.put('/api/themes/plans/update/1').send([{ title: 'آرایه' }]);
        expectFailure(res, 400);
        expect(await planTitle(1)).toBe(before);
      });

      it.each([
        ['text/plain', '{"title":"متن ساده"}'],
        ['application/xml', '<plan><title>x</title></plan>'],
      ])('answers 415 to %s and changes nothing', async (type, body) => {
        const before = await planTitle(1);
        const res = await admin.put('/api/themes/plans/update/1').set('content-type', type).send(body);
        expectFailure(res, 415);
        expect(await planTitle(1)).toBe(before);
      });

      it('answers 415 to multipart on a call that takes JSON only', async () => {
        const res = await admin.put('/api/themes/plans/update/1').field('title', 'چندبخشی');
        expectFailure(res, 415);
      });

      it('keeps 422 for an empty body on a call that needs fields', async () => {
        expectValidation(await admin.post('/api/themes/plans/add'), 'title');
      });
    });

    describe('flags take 0, 1, true or false only', () => {
      it.each(['yes', 'on', 'no', 'y', '2'])('is_primary %p answers 422', async (value) => {
        const res = await admin.post('/api/themes/features/make-primary').send({ id: 2, is_primary: value });
        expectValidation(res, 'sort');
      });

      it('is_active "yes" on a customer plan answers 422', async () => {
        const res = await admin
          .post('/api/customers/save-plans-for-customer')
          .send({ customer_id: customerId, plan_id: 1, domain_name: 'yes.ir', is_active: 'yes' });
        expectValidation(res, 'is_active');
      });

      it.each(['1', 1, 'true', true, '0', 0, 'false', false])('is_primary %p is taken', async (value) => {
        const res = await admin.post('/api/themes/features/make-primary').send({ id: 2, is_primary: value });
        expect(res.status).toBe(200);
      });
    });

    describe('ids are plain decimal digits', () => {
      it.each(['0x1', '1e0', '+1', '1.0', ' 1', '1%20', '%201'])('path id %p answers 404', async (id) => {
        const res = await admin.get(`/api/themes/plans/edit/${id}`);
        expectFailure(res, 404);
      });

      it.each(['0x1', '1e0', '+1', '1.0', ' 33', '33 ', '-1'])('body id %p answers 422', async (id) => {
        expectValidation(await admin.post('/api/themes/features/make-primary').send({ id, is_primary: 1 }), 'sort');
        expectValidation(await admin.post('/api/themes/sort').send({ id, sort: 1 }), 'sort');
        expectValidation(
          await admin.post('/api/customers/save-plans-for-customer').send({ customer_id: customerId, plan_id: id, domain_name: 'id.ir' }),
          'plan_id',
        );
        expectValidation(
          await admin
            .post('/api/customers/save-plans-for-customer')
            .send({ customer_id: customerId, plan_id: 1, theme_id: id, domain_name: 'id.ir' }),
          'theme_id',
        );
        expectValidation(await admin.post('/api/themes/plans/1/sync-features').send({ features: [id] }), 'features');
        expectValidation(await admin.post('/api/themes/update-theme/1').send({ title: 'ق', link: 'https://a.ir', plans: [id] }), 'plans');
      });

      it('an id sent urlencoded as "+1" (read as " 1") answers 422', async () => {
        const res = await admin.post('/api/themes/features/make-primary').type('form').send('id=+1&is_primary=1');
        expectValidation(res, 'sort');
      });

      it('keeps Persian digits in ids and numbers', async () => {
        expect((await admin.get('/api/themes/plans/edit/۱')).status).toBe(200);
        expect((await admin.post('/api/themes/features/make-primary').send({ id: '۲', is_primary: '۱' })).status).toBe(200);
        const res = await admin
          .post('/api/customers/save-plans-for-customer')
          .send({ customer_id: String(customerId), plan_id: '۱', domain_name: 'persian-digits.ir', paid: '۱۲۰,۰۰۰' });
        expect(res.status).toBe(201);
        expect(res.body.customer_plan).toMatchObject({ plan_id: 1, paid: 120000 });
      });
    });

    describe('REST updates need the fields the form requires (spec 5)', () => {
      let sampleId: number;
      beforeAll(async () => {
        sampleId = (await admin.get('/api/work-samples/all')).body[0].id;
      });

      it.each([
        ['put', '/api/user/1/update-user', { name: 'a', family: 'b', email: 'boss@example.com', phone: '09120000000' }],
        ['put', '/api/themes/update-theme/1', { title: 'قالب', link: 'https://demo.example.com' }],
        ['put', '/api/themes/categories/update/1', { title: 'دسته' }],
        ['put', '/api/themes/plans/update/1', { title: 'پلن' }],
        ['put', '/api/themes/features/update/1', { title: 'ویژگی' }],
        ['put', '/api/customers/update/:customer', { name: 'مینا', family: 'رضایی', email: 'mina@example.com', phone: '09121234567' }],
        ['put', '/api/work-samples/update/:sample', { domain_name: 'sample.ir', title: 'نمونه' }],
      ] as const)('%s %s names each missing field', async (method, template, full) => {
        const path = template.replace(':customer', String(customerId)).replace(':sample', String(sampleId));
        // The user update is a POST in the legacy client; the others accept PUT.
        const send = (body: Record<string, string>) => (path.startsWith('/api/user') ? admin.post(path) : admin[method](path)).send(body);
        for (const field of Object.keys(full)) {
          const body: Record<string, string> = { ...full };
          delete body[field];
          expectValidation(await send(body), field);
        }
      });

      it('still takes an update without password or images', async () => {
        const res = await admin.put('/api/themes/plans/update/2').send({ title: 'پلن دوم' });
        expect(res.status).toBe(200);
      });
    });
  });
});
