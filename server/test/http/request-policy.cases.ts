/**
 * @engines sqlite: requests refused (or let through) by their method and headers before any service reads the database (jest.config.js runs such files on one engine).
 */
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  /**
   * One request policy for every door (docs/ARCHITECTURE.md, "One request policy"): the cross-site
   * rule at REST, /graphql and /order alike, and GraphQL's transport rules the same whether the
   * document was seen before (answered from memory by the public-read layer) or not.
   */
  describe('the request policy at every door', () => {
    let t: TestApp;
    let phones = 0;
    const phone = () => `0912${String(7_000_000 + ++phones).padStart(7, '0')}`;
    const EVIL = 'https://evil.example';

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { ORDER_RATE_LIMIT: '1000', LOG_LEVEL: 'silent' } });
    });
    afterAll(() => t.close());

    const storedWith = async (fullName: string): Promise<number> =>
      (await t.gql<{ orders: { total: number } }>('query($s: String) { orders(search: $s) { total } }', { s: fullName }, t.superToken)).data
        .orders.total;

    /** The three ways a page of another site says where it is, as browsers send them. */
    const CROSS_SITE: [string, Record<string, string>][] = [
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: EVIL }],
      ['Sec-Fetch-Site: same-site (another origin)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost' }],
      ['an Origin of another site, no Sec-Fetch-Site', { origin: EVIL }],
      ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ];

    /** Each body a browser sends cross-site without a preflight, and how supertest spells it. */
    const SIMPLE_BODIES: [string, (path: string, fields: Record<string, string>) => ReturnType<TestApp['http']['post']>][] = [
      ['a form', (path, fields) => t.http.post(path).type('form').send(fields)],
      ['multipart', (path, fields) => Object.entries(fields).reduce((req, [name, value]) => req.field(name, value), t.http.post(path))],
      ['text/plain', (path, fields) => t.http.post(path).set('content-type', 'text/plain').send(JSON.stringify(fields))],
    ];

    describe.each(SIMPLE_BODIES)('%s', (_kind, send) => {
      it.each(CROSS_SITE)(
        'from another site (%s) is refused with 403 at REST, /graphql and /order, and stores nothing',
        async (_how, headers) => {
          const fullName = `از سایت دیگر ${phones}`;
          const fields = { full_name: fullName, phone_number: phone(), description: 'x' };

          const rest = await send('/api/orders/create', fields).set(headers);
          expect(rest.status).toBe(403);
          expect(rest.body).toMatchObject({ code: 'CROSS_SITE_REQUEST', error: expect.stringMatching(/[\u0600-\u06FF]/) });

          const query = `mutation { createOrder(input: { fullName: "${fullName}", phoneNumber: "${phone()}" }) { id } }`;
          const graphql = await send('/graphql', { query }).set(headers).set('apollo-require-preflight', 'true');
          expect(graphql.status).toBe(403);
          expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'CROSS_SITE_REQUEST', status: 403 });

          const form = await send('/order', fields).set(headers);
          expect(form.status).toBe(403);
          expect(form.text).toMatch(/[\u0600-\u06FF]/);

          expect(await storedWith(fullName)).toBe(0);
        },
      );
    });

    it('keeps serving callers that are no browser (no Origin, no Sec-Fetch-Site) and JSON callers from anywhere', async () => {
      const server = `از سرور ${phones}`;
      const serverPost = await t.http.post('/api/orders/create').type('form').send({ full_name: server, phone_number: phone() });
      expect(serverPost.status).toBe(201);
      const json = `جیسون ${phones}`;
      const jsonPost = await t.http
        .post('/api/orders/create')
        .set({ origin: EVIL, 'sec-fetch-site': 'cross-site' })
        .send({ full_name: json, phone_number: phone() });
      expect(jsonPost.status).toBe(201);
      const ownPage = `همین سایت ${phones}`;
      const sameOrigin = await t.http
        .post('/api/orders/create')
        .type('form')
        .set({ origin: new URL(t.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' })
        .send({ full_name: ownPage, phone_number: phone() });
      expect(sameOrigin.status).toBe(201);
      for (const name of [server, json, ownPage]) expect(await storedWith(name)).toBe(1);
    });

    /**
     * Each rule of GraphQL's transport, sent with a document seen for the first time and with one
     * the public-read layer already keeps: the two answers are the same refusal.
     */
    describe('GraphQL transport rules, for a new document and a kept one', () => {
      const KEPT = '{ plans { id title } }';
      let fresh = 0;
      const newDocument = () => `{ fresh${++fresh}: plans { id title } }`;

      beforeAll(async () => {
        // An integrator's document is kept from its second arrival; a third is answered from memory.
        for (let i = 0; i < 3; i += 1) {
          const res = await t.http.post('/graphql').send({ query: KEPT });
          expect(res.status).toBe(200);
        }
        expect((await t.http.post('/graphql').send({ query: KEPT })).headers.etag).toBeDefined();
      });

      const RULES: [string, (query: string) => ReturnType<TestApp['http']['post']>, number, string][] = [
        ['a form post', (query) => t.http.post('/graphql').type('form').send({ query }), 400, 'CSRF_PREVENTED'],
        [
          'a text/plain post',
          (query) => t.http.post('/graphql').set('content-type', 'text/plain').send(JSON.stringify({ query })),
          400,
          'CSRF_PREVENTED',
        ],
        ['a GET without a preflight header', (query) => t.http.get('/graphql').query({ query }), 400, 'CSRF_PREVENTED'],
        ['a batch', (query) => t.http.post('/graphql').send([{ query }]), 400, 'BAD_REQUEST'],
        [
          'a cross-site form post',
          (query) => t.http.post('/graphql').type('form').set('sec-fetch-site', 'cross-site').send({ query }),
          403,
          'CROSS_SITE_REQUEST',
        ],
        ['a PUT', (query) => t.http.put('/graphql').send({ query }), 405, 'BAD_REQUEST'],
      ];

      it.each(RULES)('refuses %s the same way', async (_rule, send, status, code) => {
        for (const query of [newDocument(), KEPT]) {
          const res = await send(query);
          expect({ query, status: res.status, code: res.body.errors?.[0]?.extensions?.code, data: res.body.data }).toEqual({
            query,
            status,
            code,
            data: undefined,
          });
        }
      });
    });
  });
});
