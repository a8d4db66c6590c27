import { randomUUID } from 'node:crypto';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { legacy, type LegacyClient } from '../legacy-rest/legacy-client.js';
import { PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const KEY_REUSED = 'این Idempotency-Key پیش‌تر برای درخواست دیگری به کار رفته است؛ برای هر درخواست کلید تازه‌ای بفرستید';
  const NOT_FOUND = 'نشانی درخواست‌شده پیدا نشد';
  const CREATE_CATEGORY =
    'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id title } }';
  const INT32_MAX = 2 ** 31 - 1;

  describe('reading the Authorization header (bearerToken)', () => {
    const read = (authorization?: string) => bearerToken({ headers: authorization === undefined ? {} : { authorization } });

    it('takes the scheme in any case, any run of spaces or tabs, and exactly one token', () => {
      expect(read('Bearer abc.def')).toBe('abc.def');
      expect(read('bearer  abc.def')).toBe('abc.def');
      expect(read('BEARER\tabc.def')).toBe('abc.def');
      expect(read('Bearer \t abc.def ')).toBe('abc.def');
      for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Bearer a b', 'Basic abc', 'Bearerabc', ' Bearer abc'])
        expect(read(header)).toBeNull();
    });
  });

  describe('one way to read a request', () => {
    let t: TestApp;
    let admin: LegacyClient;
    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
    });
    afterAll(() => t.close());

    const planTitles = async () => ((await admin.get('/api/themes/plans')).body as { title: string }[]).map((plan) => plan.title);
    const categoryTitles = async () => ((await admin.get('/api/themes/categories')).body as { title: string }[]).map((c) => c.title);
    const count = (titles: string[], title: string) => titles.filter((x) => x === title).length;

    describe('a token with two spaces and a reused Idempotency-Key', () => {
      it('REST: the repeat is the same caller, so it gets the first answer and makes no second plan', async () => {
        const key = randomUUID();
        const title = `پلن دو فاصله ${key.slice(0, 6)}`;
        const first = await t.http
          .post('/api/themes/plans/add')
          .set('authorization', `Bearer ${t.superToken}`)
          .set('idempotency-key', key)
          .send({ title });
        expect(first.status).toBe(201);
        for (const authorization of [`Bearer  ${t.superToken}`, `bearer\t${t.superToken}`]) {
          const repeat = await t.http
            .post('/api/themes/plans/add')
            .set('authorization', authorization)
            .set('idempotency-key', key)
            .send({ title });
          expect(repeat.status).toBe(201);
          expect(repeat.headers['idempotent-replayed']).toBe('true');
          expect(repeat.text).toBe(first.text);
        }
        expect(count(await planTitles(), title)).toBe(1);
      });

      it('GraphQL: the same, whichever spelling comes first', async () => {
        const key = randomUUID();
        const title = `ویژگی دو فاصله ${key.slice(0, 6)}`;
        const send = (authorization: string) =>
          t.http
            .post('/graphql')
            .set('authorization', authorization)
            .set('idempotency-key', key)
            .send({
              query: 'mutation($input: CreateFeatureInput!) { createFeature(input: $input) { id } }',
              variables: { input: { title } },
            });
        const first = await send(`Bearer  ${t.superToken}`);
        expect(first.body.errors).toBeUndefined();
        const repeat = await send(`Bearer ${t.superToken}`);
        expect(repeat.text).toBe(first.text);
        const features = (await t.gql<{ features: { title: string }[] }>('{ features { title } }', {}, t.superToken)).data.features;
        expect(
          count(
            features.map((f) => f.title),
            title,
          ),
        ).toBe(1);
      });
    });

    describe('paths are served only as spelled', () => {
      it('a mixed-case create with a replayed key is a JSON 404 and never a second record', async () => {
        const key = randomUUID();
        const title = `پلن حروف ${key.slice(0, 6)}`;
        expect((await admin.post('/api/themes/plans/add').set('idempotency-key', key).send({ title })).status).toBe(201);
        for (const path of ['/api/Themes/Plans/Add', '/API/themes/plans/add', '/api/themes/plans/add/']) {
          for (const reusedKey of [key, randomUUID()]) {
            const res = await admin.post(path).set('idempotency-key', reusedKey).send({ title });
            expect({ path, status: res.status, body: res.body }).toEqual({
              path,
              status: 404,
              body: { error: NOT_FOUND, message: NOT_FOUND, code: 'NOT_FOUND' },
            });
          }
        }
        expect(count(await planTitles(), title)).toBe(1);
      });

      it('a public read under another spelling is a JSON 404, not the catalogue served past its cache', async () => {
        expect((await t.http.get('/api/themes')).status).toBe(200);
        for (const path of ['/api/Themes', '/API/THEMES', '/api/themes/', '/api/Plans', '/api/work-samples/']) {
          const res = await t.http.get(path);
          expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
            path,
            status: 404,
            type: expect.stringMatching(/^application\/json/),
          });
        }
      });

      it('GraphQL answers only at /graphql: a mutation sent to /graphql/ or /GraphQL runs nowhere', async () => {
        const title = `ویژگی مسیر ${randomUUID().slice(0, 6)}`;
        for (const path of ['/graphql/', '/GraphQL', '/graphql/x']) {
          const res = await t.http
            .post(path)
            .set('authorization', `Bearer ${t.superToken}`)
            .set('idempotency-key', randomUUID())
            .send({
              query: 'mutation($input: CreateFeatureInput!) { createFeature(input: $input) { id } }',
              variables: { input: { title } },
            });
          expect({ path, status: res.status }).toEqual({ path, status: 404 });
        }
        const features = (await t.gql<{ features: { title: string }[] }>('{ features { title } }', {}, t.superToken)).data.features;
        expect(
          count(
            features.map((f) => f.title),
            title,
          ),
        ).toBe(0);
      });
    });

    describe('page numbers', () => {
      const REST_LISTS = ['/api/work-samples', '/api/customers/all', '/api/orders/all', '/api/activity'];
      const pageOf = (path: string, body: Record<string, any>) => (path === '/api/orders/all' ? body.orders : body);

      it('REST: past the last page, 200 with no data and the true last page; beyond 2³¹−1 or not an integer, 422', async () => {
        for (const path of REST_LISTS) {
          const first = pageOf(path, (await admin.get(path)).body);
          for (const page of [first.last_page + 1, INT32_MAX]) {
            const res = await admin.get(`${path}?page=${page}`);
            expect({ path, page, status: res.status }).toEqual({ path, page, status: 200 });
            expect(pageOf(path, res.body)).toMatchObject({ data: [], current_page: page, last_page: first.last_page, total: first.total });
          }
          for (const page of ['2147483648', '99999999999999999999', '1e400', '1.5', 'abc', '0', '-1']) {
            const res = await admin.get(`${path}?page=${page}`);
            expect({ path, page, status: res.status }).toEqual({ path, page, status: 422 });
            expect(typeof res.body.message).toBe('string');
            expect(res.body.errors.page).toEqual(expect.arrayContaining([expect.stringContaining('شماره صفحه')]));
          }
        }
      });

      it('GraphQL: past the last page, no items and the true last page; beyond 2³¹−1, a validation error, never an internal one', async () => {
        const lists = ['workSamples', 'adminWorkSamples', 'customers', 'orders', 'activityLog'];
        for (const list of lists) {
          const read = (page: unknown) =>
            t.gql(`query($page: Int) { ${list}(page: $page) { items { __typename } currentPage lastPage } }`, { page }, t.superToken);
          const first = await read(1);
          expect(first.errors).toBeUndefined();
          const past = await read(INT32_MAX);
          expect(past.errors).toBeUndefined();
          expect(past.data[list]).toEqual({ items: [], currentPage: INT32_MAX, lastPage: first.data[list].lastPage });
          for (const page of [INT32_MAX + 1, 1e20, 1.5, '2']) {
            const refused = await read(page);
            expect({ list, page, code: refused.errors?.[0].extensions.code }).toEqual({ list, page, code: 'BAD_USER_INPUT' });
          }
        }
      });
    });

    describe('a multipart create under a reused key', () => {
      const otherBytes = Buffer.from(PNG_BYTES);
      otherBytes[otherBytes.length - 5] ^= 0xff;

      it('REST: the same form again is a replay; a form of the same length with another field or file is a 422', async () => {
        const key = randomUUID();
        const title = `دسته ${key.slice(0, 8)}`;
        const send = (formTitle: string, image: Buffer) =>
          admin.post('/api/themes/categories/add').set('idempotency-key', key).field('title', formTitle).attach('image', image, 'a.png');
        const first = await send(title, PNG_BYTES);
        expect(first.status).toBe(201);
        const again = await send(title, PNG_BYTES);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.text).toBe(first.text);
        const otherTitle = `دسته ${key.slice(1, 9)}`;
        expect(Buffer.byteLength(otherTitle)).toBe(Buffer.byteLength(title));
        for (const [formTitle, image] of [
          [otherTitle, PNG_BYTES],
          [title, otherBytes],
        ] as const) {
          const res = await send(formTitle, image);
          expect(res.status).toBe(422);
          expect(res.body.message).toBe(KEY_REUSED);
        }
        const titles = await categoryTitles();
        expect([count(titles, title), count(titles, otherTitle)]).toEqual([1, 0]);
      });

      it('GraphQL: a file of the same size with other bytes is a 422, the same file a replay', async () => {
        const key = randomUUID();
        const title = `دسته گراف ${key.slice(0, 8)}`;
        const upload = (image: Buffer) =>
          t.http
            .post('/graphql')
            .set('authorization', `Bearer ${t.superToken}`)
            .set('apollo-require-preflight', 'true')
            .set('idempotency-key', key)
            .field('operations', JSON.stringify({ query: CREATE_CATEGORY, variables: { input: { title }, image: null } }))
            .field('map', JSON.stringify({ 0: ['variables.image'] }))
            .attach('0', image, 'a.png');
        const first = await upload(PNG_BYTES);
        expect(first.body.errors).toBeUndefined();
        const again = await upload(PNG_BYTES);
        expect(again.text).toBe(first.text);
        const other = await upload(otherBytes);
        expect(other.status).toBe(422);
        expect(other.body.errors[0]).toMatchObject({ message: KEY_REUSED, extensions: { code: 'VALIDATION_FAILED' } });
        expect(count(await categoryTitles(), title)).toBe(1);
      });
    });
  });
});
