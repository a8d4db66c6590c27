/**
 * @engines sqlite: malformed requests refused before any resolver reads the database (jest.config.js runs such files on one engine).
 */
import { PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  /** Every refusal of what a client sent: a 4xx, the GraphQL error shape, a Persian message, no internals. */
  function expectRefusal(res: { status: number; body: any }, code: string, status = 400) {
    expect(res.status).toBe(status);
    expect(res.body.errors).toHaveLength(1);
    const [error] = res.body.errors;
    expect(error.extensions).toMatchObject({ code, status });
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|Did you mean|Syntax Error|busboy|\bat \w+ \(|node_modules/);
  }

  describe('GraphQL refusals of malformed requests', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    });
    afterAll(() => t.close());

    const post = (body: object | string) => t.http.post('/graphql').set('content-type', 'application/json').send(body);

    it('answers a syntax error with 400', async () => {
      expectRefusal(await post({ query: '{' }), 'GRAPHQL_PARSE_FAILED');
    });

    it('answers a query over the token limit with 400', async () => {
      const query = `{ ${Array.from({ length: 1100 }, (_, i) => `a${i % 10}: me { id }`).join(' ')} }`;
      expectRefusal(await post({ query }), 'GRAPHQL_PARSE_FAILED');
    });

    it('refuses a subscription over HTTP with 400 (they are served over graphql-ws)', async () => {
      expectRefusal(await post({ query: 'subscription { orderEvents { kind } }' }), 'OPERATION_NOT_SUPPORTED');
    });

    it('refuses persisted queries with 400, whether the hash matches nothing or not the query', async () => {
      const persistedQuery = { version: 1, sha256Hash: 'a'.repeat(64) };
      expectRefusal(await post({ query: '{ plans { id } }', extensions: { persistedQuery } }), 'PERSISTED_QUERY_NOT_SUPPORTED');
      expectRefusal(await post({ extensions: { persistedQuery } }), 'PERSISTED_QUERY_NOT_SUPPORTED');
    });

    it('answers unknown fields, wrong variables and ambiguous operations with 400, without suggestions', async () => {
      expectRefusal(await post({ query: '{ plns { id } }' }), 'GRAPHQL_VALIDATION_FAILED');
      expectRefusal(await post({ query: 'query Q($id: Int!) { plan(id: $id) { id } }', variables: { id: 'x' } }), 'BAD_USER_INPUT');
      expectRefusal(await post({ query: 'query A { plans { id } } query B { plans { id } }' }), 'OPERATION_RESOLUTION_FAILURE');
      expectRefusal(await post({}), 'BAD_REQUEST');
    });

    it('hides enum value suggestions, in the query text and in variables', async () => {
      expectRefusal(await post({ query: '{ orders(status: PENDIN) { total } }' }), 'GRAPHQL_VALIDATION_FAILED');
      const variables = { s: 'PENDIN' };
      expectRefusal(await post({ query: 'query Q($s: OrderStatus) { orders(status: $s) { total } }', variables }), 'BAD_USER_INPUT');
    });

    it('refuses a mutation over GET (405) and a GET without preflight header (CSRF, 400)', async () => {
      const mutation = 'mutation { createOrder(input: { fullName: "a", phoneNumber: "09121234567" }) { id } }';
      const get = await t.http.get('/graphql').set('apollo-require-preflight', 'true').query({ query: mutation });
      expectRefusal(get, 'BAD_REQUEST', 405);
      expectRefusal(await t.http.get('/graphql').query({ query: '{ plans { id } }' }), 'CSRF_PREVENTED');
    });

    it('answers unreadable JSON in the GraphQL shape', async () => {
      expectRefusal(await post('{"query": '), 'BAD_REQUEST');
    });

    describe('multipart', () => {
      const operations = JSON.stringify({
        query: 'mutation ($image: Upload) { createCategory(input: { title: "x" }, image: $image) { id } }',
        variables: { image: null },
      });
      const part = (name: string, value: string) => `--XB\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const multipart = (body: string, boundary = 'XB') =>
        t.http
          .post('/graphql')
          .set('authorization', `Bearer ${t.superToken}`)
          .set('apollo-require-preflight', 'true')
          .set('content-type', `multipart/form-data; boundary=${boundary}`)
          .send(body);

      it('answers a truncated body or a wrong boundary with 400', async () => {
        expectRefusal(await multipart(part('operations', operations) + '--XB\r\nContent-Disposition: form-da'), 'BAD_REQUEST');
        expectRefusal(await multipart(part('operations', operations), 'OTHER'), 'BAD_REQUEST');
      });

      it('answers invalid JSON in operations or map with 400', async () => {
        expectRefusal(await multipart(part('operations', '{x') + part('map', '{}') + '--XB--\r\n'), 'BAD_REQUEST');
        expectRefusal(await multipart(part('operations', operations) + part('map', '{x') + '--XB--\r\n'), 'BAD_REQUEST');
      });

      it('answers a map naming a missing file with 400 and stores nothing', async () => {
        const res = await multipart(part('operations', operations) + part('map', '{"0":["variables.image"]}') + '--XB--\r\n');
        expectRefusal(res, 'BAD_REQUEST');
        expect((await t.gql('{ categories { id } }')).data.categories).toEqual([]);
      });

      it.each([
        ['a NUL', 'a\u0000b.png'],
        ['a control character', 'a\u0001b.png'],
      ])('answers %s in a file name with 400 and stores nothing', async (_label, filename) => {
        const res = await t.http
          .post('/graphql')
          .set('authorization', `Bearer ${t.superToken}`)
          .set('apollo-require-preflight', 'true')
          .field('operations', operations)
          .field('map', JSON.stringify({ 0: ['variables.image'] }))
          .attach('0', PNG_BYTES, { filename, contentType: 'image/png' });
        expectRefusal(res, 'BAD_REQUEST');
        expect((await t.gql('{ categories { id } }')).data.categories).toEqual([]);
      });
    });
  });
});
