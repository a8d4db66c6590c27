/**
 * @engines sqlite: requests refused before any resolver reads the database (jest.config.js runs such files on one engine).
 */
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  describe('GraphQL limits and production hardening', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    });
    afterAll(() => t.close());

    it('refuses introspection in production', async () => {
      const res = await t.gql('{ __schema { types { name } } }');
      expect(res.data?.__schema).toBeUndefined();
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    });

    it('hides field suggestions', async () => {
      const res = await t.gql('{ plan { id } }');
      const typo = await t.gql('{ plns { id } }');
      expect(res.errors).toBeDefined();
      expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    });

    it('refuses a query deeper than the limit', async () => {
      const deep =
        '{ customers { items { customerPlans { customer { customerPlans { customer { customerPlans { customer { id } } } } } } } } }';
      const res = await t.gql(deep, {}, t.superToken);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', status: 400 });
    });

    it('refuses too many aliases', async () => {
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: plans { id }`).join(' ');
      const res = await t.gql(`{ ${aliases} }`);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ALIASES', status: 400 });
    });

    it('refuses a query whose cost is too high', async () => {
      // Within the depth, alias and token limits, even for staff: lists nested in a page of 100.
      const fragment = 'fragment C on Customer { id name family email phone description createdAt activeCustomerPlansCount }';
      const branch = 'customers(perPage: 100) { items { ...C customerPlans { id plan { features { id title } } } } }';
      const aliases = Array.from({ length: 3 }, (_, i) => `c${i}: ${branch}`).join(' ');
      const res = await t.gql(`{ ${aliases} } ${fragment}`, {}, t.superToken);
      expect(res.status).toBe(400);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', status: 400 });
    });

    it('refuses a multipart request without the preflight header (CSRF prevention) and stores nothing', async () => {
      const res = await t.http
        .post('/graphql')
        .set('authorization', `Bearer ${t.superToken}`)
        .field('operations', JSON.stringify({ query: 'mutation { createPlan(input: { title: "x" }) { id } }' }))
        .field('map', '{}');
      expect(res.status).toBe(400);
      const plans = await t.gql('{ plans { id } }');
      expect(plans.data.plans).toEqual([]);
    });

    it('reports an internal fault without a stack trace', async () => {
      const res = await t.gql('{ plan(id: 1) { id } }', {}, t.superToken);
      expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace|at \w+ \(/);
      expect(res.errors?.[0].extensions.code).toBe('NOT_FOUND');
    });
  });
});
