import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { legacy, type LegacyClient } from '../legacy-rest/legacy-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_FEATURE = 'mutation CreateFeature($input: CreateFeatureInput!) { createFeature(input: $input) { id title } }';
  const FEATURES = '{ features { id title } }';

  /**
   * `Idempotency-Key` on creates (docs/ARCHITECTURE.md, runtime contract): a double click, a retry after a lost answer or after
   * logging in again creates one record, and every repeat gets the first answer.
   */
  describe('Idempotency-Key on creates', () => {
    let t: TestApp;
    let admin: LegacyClient;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      admin = legacy(t);
    });
    afterAll(() => t.close());

    const createFeature = (title: string, key: string | null, token: string | null = t.superToken) => {
      const req = t.http.post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      if (key !== null) req.set('idempotency-key', key);
      return req.send({ query: CREATE_FEATURE, variables: { input: { title } }, operationName: 'CreateFeature' });
    };
    const featuresTitled = async (title: string) =>
      ((await t.gql<{ features: { id: number; title: string }[] }>(FEATURES)).data.features ?? []).filter((f) => f.title === title);

    async function customersNamed(email: string): Promise<unknown[]> {
      const res = await admin.get(`/api/customers/all?target=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      return res.body.data;
    }

    it('creates one feature for 12 simultaneous requests under one key, and answers each with the same status and body', async () => {
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 12 }, () => createFeature('ویژگی دوبار کلیک‌شده', key)));
      expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
      const bodies = new Set(answers.map((res) => res.text));
      expect(bodies.size).toBe(1);
      const created = answers[0].body.data.createFeature;
      expect(created.title).toBe('ویژگی دوبار کلیک‌شده');
      expect(await featuresTitled('ویژگی دوبار کلیک‌شده')).toEqual([{ id: created.id, title: created.title }]);
      expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(11);
    });

    it('replays the first answer to a repeat sent later, with a renewed token of the same admin', async () => {
      const key = randomUUID();
      const first = await createFeature('ویژگی با پاسخ گم‌شده', key);
      expect(first.status).toBe(200);
      const renewed = await t.login('boss@example.com', 'test-superadmin-pass');
      const repeat = await createFeature('ویژگی با پاسخ گم‌شده', key, renewed);
      expect(repeat.status).toBe(200);
      expect(repeat.text).toBe(first.text);
      expect(await featuresTitled('ویژگی با پاسخ گم‌شده')).toHaveLength(1);
    });

    it('without a key, each request creates a record as before', async () => {
      const [a, b] = await Promise.all([createFeature('ویژگی بدون کلید', null), createFeature('ویژگی بدون کلید', null)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await featuresTitled('ویژگی بدون کلید')).toHaveLength(2);
    });

    it('keeps no refusal: a save refused for an expired session runs when retried with the same key after logging in', async () => {
      const key = randomUUID();
      const refused = await createFeature('ویژگی پس از ورود دوباره', key, 'not-a-valid-token');
      expect(refused.status).toBe(401);
      const invalid = await createFeature('', key);
      expect(invalid.body.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
      const saved = await createFeature('ویژگی پس از ورود دوباره', key);
      expect(saved.status).toBe(200);
      expect(saved.body.errors).toBeUndefined();
      expect(await featuresTitled('ویژگی پس از ورود دوباره')).toHaveLength(1);
    });

    it('refuses a key sent again with another request (422, nothing created) and a malformed key (400)', async () => {
      const key = randomUUID();
      expect((await createFeature('نخستین درخواست این کلید', key)).status).toBe(200);
      const other = await createFeature('درخواست دیگری با همان کلید', key);
      expect(other.status).toBe(422);
      expect(other.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED', status: 422 } });
      expect(other.body.errors[0].message).toMatch(/Idempotency-Key/);
      expect(await featuresTitled('درخواست دیگری با همان کلید')).toHaveLength(0);

      for (const bad of ['with space', 'x'.repeat(256), 'café']) {
        const res = await admin.post('/api/customers/add').set('Idempotency-Key', bad).send({
          name: 'نادرست',
          family: 'کلید',
          email: 'bad-key@example.com',
          phone: '02100000000',
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: expect.stringMatching(/Idempotency-Key/),
          message: expect.stringMatching(/Idempotency-Key/),
        });
      }
      expect(await customersNamed('bad-key@example.com')).toHaveLength(0);
    });

    it('keeps each admin’s keys apart: the same key from another admin creates that admin’s own record', async () => {
      const created = await t.gql<{ createAdmin: { id: number } }>(
        'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
        { input: { name: 'سارا', family: 'کریمی', email: 'sara@example.com', phone: '09123334455', password: 'another-admin-pass' } },
        t.superToken,
      );
      expect(created.errors).toBeUndefined();
      const other = await t.login('sara@example.com', 'another-admin-pass');
      const key = randomUUID();
      const mine = await createFeature('ویژگی مشترک‌کلید', key);
      const theirs = await createFeature('ویژگی مشترک‌کلید', key, other);
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(await featuresTitled('ویژگی مشترک‌کلید')).toHaveLength(2);
    });

    it('REST: a double submit of a customer creates one, both answered 201 with the same body', async () => {
      const key = randomUUID();
      const customer = { name: 'پرویز', family: 'دوباره', email: 'double-click@example.com', phone: '02188776655' };
      const [a, b] = await Promise.all([
        admin.post('/api/customers/add').set('Idempotency-Key', key).send(customer),
        admin.post('/api/customers/add').set('Idempotency-Key', key).send(customer),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.text).toBe(a.text);
      expect(await customersNamed('double-click@example.com')).toHaveLength(1);
    });

    it('a visitor’s double submit of the order form is one request', async () => {
      const key = randomUUID();
      const order = { full_name: 'مهمان دوبار کلیک', phone_number: '09121234567', description: 'یک بار' };
      const answers = await Promise.all(
        [1, 2, 3].map(() => legacy(t, null).post('/api/orders/create').set('Idempotency-Key', key).send(order)),
      );
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
      const res = await admin.get('/api/orders/all?target=09121234567');
      expect(res.body.orders.data.filter((o: { full_name: string }) => o.full_name === 'مهمان دوبار کلیک')).toHaveLength(1);
    });

    it('forgets a key after 24 hours: the same key then runs again', async () => {
      const key = randomUUID();
      expect((await createFeature('ویژگی دیروز', key)).status).toBe(200);
      const dayAndAHourAgo = new Date(Date.now() - 25 * 3600 * 1000);
      await t.app
        .get(DataSource)
        .getRepository('IdempotencyRecord')
        .createQueryBuilder()
        .update()
        .set({ createdAt: dayAndAHourAgo })
        .execute();
      const again = await createFeature('ویژگی دیروز', key);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await featuresTitled('ویژگی دیروز')).toHaveLength(2);
    });
  });
});
