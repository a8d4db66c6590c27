import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { Kind, parse, print, visit, type OperationDefinitionNode } from 'graphql';
import { ADMIN_MAX_COST, ANONYMOUS_MAX_COST, operationCost } from 'src/delivery/graphql/query-cost.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FEATURES_DIR = fileURLToPath(new URL('../../../client/src/features', import.meta.url));
  /** Operations the public site sends without a token; every other one is the back office's. */
  const PUBLIC_FILES = ['themes/', 'plans/', 'work-samples/', 'orders/', 'auth/api/login.graphql'];

  /**
   * Every operation the client sends, as codegen sends it: the operation's file followed by the
   * fragments it spreads (fragments live in files of their own beside the feature).
   */
  function clientOperations() {
    const files = readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    const sources = files.map((file) => ({
      path: relative(FEATURES_DIR, join(FEATURES_DIR, file)),
      source: readFileSync(join(FEATURES_DIR, file), 'utf8'),
    }));
    const fragments = new Map<string, string>();
    for (const { source } of sources) {
      for (const definition of parse(source).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, print(definition));
      }
    }
    const spreads = (source: string, found = new Set<string>()): Set<string> => {
      visit(parse(source), {
        FragmentSpread(node) {
          if (found.has(node.name.value)) return;
          found.add(node.name.value);
          spreads(fragments.get(node.name.value)!, found);
        },
      });
      return found;
    };
    return sources
      .filter(({ source }) => parse(source).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
      .map(({ path, source: own }) => {
        // Fragments from other files, as codegen joins them; one the file defines itself is there already.
        const ownFragments = new Set(
          parse(own)
            .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
            .map((d) => d.name.value),
        );
        const imported = [...spreads(own)].filter((name) => !ownFragments.has(name));
        const source = [own, ...imported.map((name) => fragments.get(name)!)].join('\n');
        const document = parse(source);
        const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
        return { path, document, operation, source, anonymous: PUBLIC_FILES.some((p) => path.startsWith(p)) };
      });
  }

  /** Plausible values for the variables the client's operations take. */
  const VARIABLES: Record<string, unknown> = {
    id: 1,
    customerId: 1,
    orderId: 1,
    page: 1,
    categoryId: 1,
    planId: 1,
    endpointId: 1,
    search: 'a',
    status: null,
    sort: 'DESC',
  };

  /** The attack of issue 9: 15 aliased `themes { plans { features } }`. */
  const ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: themes { id title plans { id title features { id title sort isPrimary isHeading } } }`).join(' ')} }`;

  describe('GraphQL cost counts lists', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { LOG_LEVEL: 'silent' } });
    });
    afterAll(() => t.close());

    const costOf = (source: string, variables = VARIABLES) => {
      const document = parse(source);
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      return operationCost(t.app.get(GraphQLSchemaHost).schema, document, operation, variables);
    };

    it("keeps every operation of the client under its role's cap", () => {
      const operations = clientOperations();
      expect(operations.length).toBeGreaterThan(40);
      for (const op of operations) {
        const cost = operationCost(t.app.get(GraphQLSchemaHost).schema, op.document, op.operation, VARIABLES);
        expect({ path: op.path, within: cost <= (op.anonymous ? ANONYMOUS_MAX_COST : ADMIN_MAX_COST) }).toEqual({
          path: op.path,
          within: true,
        });
      }
    });

    it('runs every query of the client under its role without a cost refusal', async () => {
      for (const op of clientOperations().filter((o) => o.operation.operation === 'query')) {
        const res = await t.gql(op.source, VARIABLES, op.anonymous ? undefined : t.superToken);
        // The empty test database has no customer 1: a 404 is fine, a refusal of the query is not.
        const codes = (res.errors ?? []).map((e) => e.extensions.code).filter((code) => code !== 'NOT_FOUND');
        expect({ path: op.path, codes }).toEqual({ path: op.path, codes: [] });
      }
    });

    it('refuses the attack query of issue 9, anonymous or not, with 400 and a Persian message', async () => {
      for (const token of [undefined, t.superToken]) {
        const res = await t.gql(ATTACK, {}, token);
        expect(res.status).toBe(400);
        expect(res.data).toBeUndefined();
        expect(res.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', status: 400 });
        expect(res.errors?.[0].message).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('passes a smaller legitimate anonymous query: the whole catalogue with its plans and categories', async () => {
      const catalogue = readFileSync(join(FEATURES_DIR, 'themes/api/catalogue-themes.graphql'), 'utf8');
      const res = await t.gql(catalogue, { categoryId: null, planId: null });
      expect(res.errors).toBeUndefined();
      expect(res.data.themes.length).toBeGreaterThan(0);
      expect(res.data.themes[0].plans.length).toBeGreaterThan(0);
    });

    it("counts the feature list at a comparison table's length: fifteen aliased lists are refused, three answered", async () => {
      const { data } = await t.gql('{ features { id } }');
      // Never estimated below the rows it returns (the demo's 64).
      expect(costOf('{ features { id } }')).toBeGreaterThanOrEqual(data.features.length);
      const aliased = (count: number) =>
        `{ ${Array.from({ length: count }, (_, i) => `f${i}: features { id title sort isPrimary isHeading createdAt }`).join(' ')} }`;
      const refused = await t.gql(aliased(15));
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY' });
      const answered = await t.gql(aliased(3));
      expect(answered.errors).toBeUndefined();
      expect(answered.data.f2).toHaveLength(data.features.length);
    });

    it('counts a page by its size: 100 items cost more than the default page', () => {
      const query = 'query ($perPage: Int) { workSamples(perPage: $perPage) { items { id title plans { id title } } } }';
      expect(costOf(query, { perPage: 100 })).toBeGreaterThan(costOf(query, {}) * 5);
      expect(costOf(query, { perPage: 100 })).toBeGreaterThan(ANONYMOUS_MAX_COST);
    });

    it('lets staff run what anonymous callers may not, and answers a bad token with 401', async () => {
      const nested = '{ themes { id plans { id features { id } } } }';
      expect(costOf(nested)).toBeGreaterThan(ANONYMOUS_MAX_COST);
      expect(costOf(nested)).toBeLessThanOrEqual(ADMIN_MAX_COST);
      const anonymous = await t.gql(nested);
      expect(anonymous.status).toBe(400);
      expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', status: 400 });
      const staff = await t.gql(nested, {}, t.superToken);
      expect(staff.errors).toBeUndefined();
      expect(staff.data.themes[0].plans.length).toBeGreaterThan(0);
      const forged = await t.gql(nested, {}, `${t.superToken}x`);
      expect(forged.status).toBe(401);
      expect(forged.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});
