import { startTestApp, type TestApp } from './support/test-app.js';

describe('GraphQL limits and production hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: false, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('refuses introspection in production', async () => {
    const res = await t.gql('{ __schema { types { name } } }');
    expect(res.data?.__schema).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/introspection/i);
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
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: plans { id }`).join(' ');
    const res = await t.gql(`{ ${aliases} }`);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses a query whose cost is too high', async () => {
    // Within the depth, alias and token limits, but a fragment reused at depth multiplies the work.
    const fragment = 'fragment C on Customer { id name family email phone description createdAt activeCustomerPlansCount }';
    const branch = 'customers { items { ...C customerPlans { id customer { ...C customerPlans { id customer { ...C } } } } } }';
    const aliases = Array.from({ length: 12 }, (_, i) => `c${i}: ${branch}`).join(' ');
    const res = await t.gql(`{ ${aliases} } ${fragment}`, {}, t.superToken);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/cost/i);
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
