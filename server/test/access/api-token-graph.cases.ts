import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isObjectType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import { API_SCOPES, ApiScope } from 'src/domain/api-tokens/api-scopes.js';
import { SCOPE_MAP } from 'src/domain/api-tokens/scope-map.js';
import { tokenScopeRefusal } from 'src/delivery/graphql/token-scope.rule.js';
import { liveConnection } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

/**
 * Issue 33, finding 5 and "Scopes follow the graph": what an API token may read below the
 * operations its scopes open, at any depth, through GraphQL and REST.
 *
 * The expectation is written here from the issue, not read from the server's map: requests and
 * their calls belong to `orders:read`, customers and their plans to `customers:read`, the
 * catalogue's usage views to `catalogue:read`; what the public site shows is readable under any
 * scope; of an admin a token sees the name only; every other type (webhooks, tokens, the
 * dashboard, the activity log...) no token reads.
 */
const AREA: Record<string, ApiScope> = {
  Order: ApiScope.ORDERS_READ,
  OrderPage: ApiScope.ORDERS_READ,
  OrderCall: ApiScope.ORDERS_READ,
  LoggedOrderCall: ApiScope.ORDERS_READ,
  Customer: ApiScope.CUSTOMERS_READ,
  CustomerPage: ApiScope.CUSTOMERS_READ,
  CustomerPlan: ApiScope.CUSTOMERS_READ,
  CategoryUsage: ApiScope.CATALOGUE_READ,
  PlanUsage: ApiScope.CATALOGUE_READ,
};
const PUBLIC_TYPES = new Set(['Plan', 'Theme', 'Category', 'Feature', 'WorkSample', 'WorkSamplePage']);
const WRITE_OF: Partial<Record<ApiScope, ApiScope>> = {
  [ApiScope.ORDERS_READ]: ApiScope.ORDERS_WRITE,
  [ApiScope.CUSTOMERS_READ]: ApiScope.CUSTOMERS_WRITE,
  [ApiScope.CATALOGUE_READ]: ApiScope.CATALOGUE_WRITE,
  [ApiScope.WORK_SAMPLES_READ]: ApiScope.WORK_SAMPLES_WRITE,
};

/** What a token holding only `scope` may read of `type.field` (in a mutation's answer the write scope covers its area). */
function expectedAccess(type: string, field: string, scope: ApiScope, inMutation: boolean): { ok: boolean; needs: ApiScope | null } {
  if (PUBLIC_TYPES.has(type) || (type === 'Admin' && field === 'name')) return { ok: true, needs: null };
  const area = AREA[type] ?? null;
  if (!area) return { ok: false, needs: null };
  return { ok: area === scope || (inMutation && WRITE_OF[area] === scope), needs: area };
}

interface Step {
  type: string;
  field: string;
}
interface Edge {
  scope: ApiScope;
  /** The root field first, then each field below it; the last is the edge. */
  path: Step[];
  kind: 'query' | 'mutation';
  /** The first step the token may not read (the edge itself or a field above it), or null when it may read them all. */
  refusedAt: { field: string; scope: ApiScope | null } | null;
}

const rootOf = (schema: GraphQLSchema, kind: 'query' | 'mutation') =>
  kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;

const schemaFile = buildSchema(readFileSync(join(process.cwd(), '..', 'schema.graphql'), 'utf8'));

/**
 * Every type.field edge reachable from `scope`'s root fields (the scope map's), each once, found
 * breadth first (a type is expanded at its first, shortest, reach; a cycle ends there).
 */
function edgesOf(schema: GraphQLSchema, scope: ApiScope): Edge[] {
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const expanded = new Set<string>();
  const queue: { type: GraphQLNamedType; path: Step[]; kind: 'query' | 'mutation' }[] = [];
  for (const [operation, needs] of Object.entries(SCOPE_MAP)) {
    const [root, field] = operation.split('.');
    if (needs !== scope || !field || (root !== 'Query' && root !== 'Mutation')) continue;
    const kind = root === 'Query' ? 'query' : 'mutation';
    const path = [{ type: root, field }];
    edges.push({ scope, path, kind, refusedAt: null });
    seen.add(operation);
    queue.push({ type: getNamedType(rootOf(schema, kind).getFields()[field].type), path, kind });
  }
  while (queue.length > 0) {
    const { type, path, kind } = queue.shift()!;
    if (!isObjectType(type) || expanded.has(type.name)) continue;
    expanded.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const key = `${type.name}.${field.name}`;
      const next = [...path, { type: type.name, field: field.name }];
      if (!seen.has(key)) {
        seen.add(key);
        const refused = next.slice(1).find((step) => !expectedAccess(step.type, step.field, scope, kind === 'mutation').ok);
        edges.push({
          scope,
          path: next,
          kind,
          refusedAt: refused
            ? {
                field: `${refused.type}.${refused.field}`,
                scope: expectedAccess(refused.type, refused.field, scope, kind === 'mutation').needs,
              }
            : null,
        });
      }
      if (isCompositeType(getNamedType(field.type))) queue.push({ type: getNamedType(field.type), path: next, kind });
    }
  }
  return edges;
}

/** The fields of `path` below its root field, then `__typename` when the last one is an object (a selection needs a field). */
function fieldsBelow(schema: GraphQLSchema, path: Step[]): string[] {
  const last = path[path.length - 1];
  const type = schema.getType(last.type);
  const fields = isObjectType(type) ? type.getFields() : rootOf(schema, last.type === 'Query' ? 'query' : 'mutation').getFields();
  const composite = isCompositeType(getNamedType(fields[last.field].type));
  return [...path.slice(1).map((step) => step.field), ...(composite ? ['__typename'] : [])];
}

/** `a { b { c } }` for [a, b, c]. */
const nest = (fields: string[]): string => fields.reduceRight((inner, field) => (inner ? `${field} { ${inner} }` : field), '');

describe('API token scopes follow the graph (schema.graphql walk)', () => {
  const walks = new Map(API_SCOPES.map((scope) => [scope, edgesOf(schemaFile, scope)]));

  it('reaches each scope`s types from its root fields, and the admins`, customers` and public types from the requests', () => {
    const types = (scope: ApiScope) => new Set(walks.get(scope)!.map((edge) => edge.path[edge.path.length - 1].type));
    expect([...types(ApiScope.ORDERS_READ)]).toEqual(
      expect.arrayContaining(['Order', 'Customer', 'CustomerPlan', 'Admin', 'Plan', 'Theme']),
    );
    expect([...types(ApiScope.CUSTOMERS_READ)]).toEqual(expect.arrayContaining(['Customer', 'CustomerPlan', 'Plan', 'Theme']));
    for (const scope of API_SCOPES) expect(walks.get(scope)!.length).toBeGreaterThan(10);
  });

  it('refuses every edge outside the token`s scope, naming the field and scope, and passes every edge inside (validated as the server does)', () => {
    const wrong: string[] = [];
    const counts: string[] = [];
    for (const [scope, edges] of walks) {
      for (const edge of edges) {
        const root = edge.path[0];
        const below = nest(fieldsBelow(schemaFile, edge.path));
        const text = `${edge.kind} { ${root.field}${argumentsOf(schemaFile, edge)}${below ? ` { ${below} }` : ''} }`;
        const document = parse(text);
        const refusal = tokenScopeRefusal(schemaFile, document, document.definitions[0] as OperationDefinitionNode, [scope]);
        if (JSON.stringify(refusal) !== JSON.stringify(edge.refusedAt)) {
          wrong.push(`${scope} ${text}: expected ${JSON.stringify(edge.refusedAt)}, got ${JSON.stringify(refusal)}`);
        }
      }
      counts.push(`${scope} ${edges.length} (${edges.filter((edge) => edge.refusedAt).length} refused)`);
    }
    console.log(`token scope walk, edges checked per scope: ${counts.join(', ')}`);
    expect(wrong).toEqual([]);
  });
});

describe('API token scopes through interfaces and unions', () => {
  // schema.graphql has neither today; the rule must not let one through when it comes.
  const schema = buildSchema(`
    type Query { order(id: Int!): Node  orders: [Thing!]! }
    interface Node { id: Int! }
    type Order implements Node { id: Int!  fullName: String  customer: Customer }
    type Customer implements Node { id: Int!  email: String }
    union Thing = Order | Customer
  `);
  const check = (query: string) => {
    const document = parse(query);
    return tokenScopeRefusal(schema, document, document.definitions[0] as OperationDefinitionNode, [ApiScope.ORDERS_READ]);
  };

  it('checks a field on an interface or union against every type it may resolve on, and a narrowed one against its type', () => {
    expect(check('{ order(id: 1) { id } }')).toEqual({ field: 'Customer.id', scope: 'customers:read' });
    expect(check('{ order(id: 1) { __typename ... on Order { id fullName } } }')).toBeNull();
    expect(check('{ order(id: 1) { ... on Order { customer { ... on Node { id } } } } }')).toEqual({
      field: 'Customer.id',
      scope: 'customers:read',
    });
    expect(check('{ orders { __typename ... on Order { id } } }')).toBeNull();
    expect(check('{ orders { ... T } } fragment T on Thing { ... on Customer { mail: email } }')).toEqual({
      field: 'Customer.email',
      scope: 'customers:read',
    });
  });
});

/** Literal arguments for a root field's required arguments (validation needs them; values need not exist). */
function argumentsOf(schema: GraphQLSchema, edge: Edge): string {
  const root = edge.path[0];
  const field = rootOf(schema, edge.kind).getFields()[root.field];
  const required = field.args.filter((arg) => arg.type.toString().endsWith('!') && arg.defaultValue === undefined);
  if (required.length === 0) return '';
  return `(${required.map((arg) => `${arg.name}: ${literalOf(schema, arg.type.toString())}`).join(', ')})`;
}

function literalOf(schema: GraphQLSchema, typeName: string): string {
  const bare = typeName.replace(/!/g, '');
  if (bare.startsWith('[')) return `[${literalOf(schema, bare.slice(1, -1))}]`;
  const type = schema.getType(bare);
  if (type && 'getValues' in type) return type.getValues()[0].name;
  if (type && 'getFields' in type && !isObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => f.type.toString().endsWith('!') && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literalOf(schema, f.type.toString())}`).join(', ')} }`;
  }
  return bare === 'Int' || bare === 'Float' ? '1' : bare === 'Boolean' ? 'true' : '"1"';
}

describeEngines(() => {
  const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
  /** The query of finding 5. */
  const FINDING = `query($id: Int!) { order(id: $id) {
    id fullName customer { email phone description customerPlans { description paid } }
    operator { name email phone roles } owner { email roles } } }`;
  const EXPERT_NOTE = 'یادداشت کارشناس: مشتری حساس به قیمت است';
  const ACCESS_DETAILS = 'ssh root@shop.example.ir password: s3cret';

  describe('API token scopes follow the graph (over HTTP)', () => {
    let t: TestApp;
    const only = new Map<ApiScope, string>();
    const ids: Record<string, number> = {};
    let walks: Map<ApiScope, Edge[]>;

    const ok = <T = any>(res: { status: number; data: T; errors?: unknown[] }): T => {
      expect(res.errors).toBeUndefined();
      return res.data;
    };

    beforeAll(async () => {
      t = await startTestApp({ env: { API_TOKEN_RATE_LIMIT: '100000' } });
      const su = t.superToken;
      const catalogue = ok(await t.gql('{ themes { id plans { id } categories { id } } features { id } }', {}, su));
      const theme = catalogue.themes.find((th: { plans: unknown[]; categories: unknown[] }) => th.plans.length && th.categories.length);
      ids.theme = theme.id;
      ids.plan = theme.plans[0].id;
      ids.category = theme.categories[0].id;
      ids.feature = catalogue.features[0].id;
      ids.workSample = ok(await t.gql('{ adminWorkSamples { items { id } } }', {}, su)).adminWorkSamples.items[0].id;
      const order = ok(
        await t.gql(
          'mutation($input: CreateOrderInput!) { createStaffOrder(input: $input) { id } }',
          { input: { fullName: 'سارا محمدی', phoneNumber: '09121234567', planId: ids.plan, themeId: ids.theme } },
          su,
        ),
      ).createStaffOrder;
      ids.order = order.id;
      ids.customer = ok(
        await t.gql(
          'mutation($id: Int!, $input: CreateCustomerInput!) { convertOrderToCustomer(id: $id, input: $input) { customerId } }',
          {
            id: ids.order,
            input: { name: 'سارا', family: 'محمدی', email: 'sara@example.ir', phone: '09121234567', description: EXPERT_NOTE },
          },
          su,
        ),
      ).convertOrderToCustomer.customerId;
      ids.customerPlan = ok(
        await t.gql(
          'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
          {
            input: {
              customerId: ids.customer,
              planId: ids.plan,
              themeId: ids.theme,
              domainName: 'shop.example.ir',
              description: ACCESS_DETAILS,
              paid: 9_900_000,
              isActive: true,
            },
          },
          su,
        ),
      ).createCustomerPlan.id;
      ok(await t.gql('mutation($id: Int!) { takeOrder(id: $id) { id } }', { id: ids.order }, su));
      ok(await t.gql('mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id } }', { id: ids.order }, su));
      ok(
        await t.gql(
          'mutation($input: LogOrderCallInput!) { logOrderCall(input: $input) { entry { id } } }',
          {
            input: { orderId: ids.order, outcome: 'NO_ANSWER', note: 'بوق آزاد', nextCallAt: new Date(Date.now() + 60_000).toISOString() },
          },
          su,
        ),
      );
      for (const scope of API_SCOPES) {
        const res = await t.gql(CREATE_TOKEN, { input: { name: `فقط ${scope}`, scopes: [scope] } }, su);
        only.set(scope, ok(res).createApiToken.secret);
      }
      walks = new Map(API_SCOPES.map((scope) => [scope, edgesOf(schemaFile, scope)]));
    });
    afterAll(() => t.close());

    /** Arguments of a root field, naming the seeded records; paged lists ask for one item so nesting stays cheap. */
    const rootArguments = (field: string): string => {
      const byField: Record<string, string> = {
        order: `(id: ${ids.order})`,
        orderTimeline: `(orderId: ${ids.order})`,
        orders: '(perPage: 1)',
        callsDue: '(perPage: 1)',
        customer: `(id: ${ids.customer})`,
        customers: '(perPage: 1)',
        customerPlan: `(id: ${ids.customerPlan})`,
        customerPlans: `(customerId: ${ids.customer})`,
        theme: `(id: ${ids.theme})`,
        category: `(id: ${ids.category})`,
        categoryUsage: `(id: ${ids.category})`,
        plan: `(id: ${ids.plan})`,
        planUsage: `(id: ${ids.plan})`,
        feature: `(id: ${ids.feature})`,
        workSample: `(id: ${ids.workSample})`,
        adminWorkSamples: '(perPage: 1)',
      };
      if (!(field in byField)) throw new Error(`no arguments for the root field ${field}`);
      return byField[field];
    };

    it('refuses the finding`s query to an orders:read token before it runs (FORBIDDEN naming the field and scope, no data)', async () => {
      const res = await t.gql(FINDING, { id: ids.order }, only.get(ApiScope.ORDERS_READ));
      expect(res.status).toBe(403);
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toHaveLength(1);
      // `customer` is a field of Order (its own scope, like `customerId`); what the customer is made of is customers:read.
      expect(res.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403, field: 'Customer.email', scope: 'customers:read' });
      expect(res.errors![0].message).toContain('Customer.email');
      expect(res.errors![0].message).toContain('customers:read');
      expect(JSON.stringify(res)).not.toContain('sara@example.ir');
    });

    it('refuses it however the document spells it: aliases, named and inline fragments, nested fragments', async () => {
      const token = only.get(ApiScope.ORDERS_READ);
      const spellings = [
        `query($id: Int!) { o: order(id: $id) { id who: customer { mail: email } } }`,
        `query($id: Int!) { order(id: $id) { ...O } } fragment O on Order { id ...C } fragment C on Order { customer { phone } }`,
        `query($id: Int!) { order(id: $id) { ... on Order { ... { customer { description } } } } }`,
        `query($id: Int!) { order(id: $id) { id } again: order(id: $id) { customer @include(if: false) { email } } }`,
        `query { orders(perPage: 1) { items { ...on Order { operator { email } } } } }`,
      ];
      for (const query of spellings) {
        const res = await t.gql(query, { id: ids.order }, token);
        expect({ query, status: res.status, code: res.errors?.[0]?.extensions.code, data: res.data ?? null }).toEqual({
          query,
          status: 403,
          code: 'FORBIDDEN',
          data: null,
        });
      }
    });

    it('never lets a token read an admin`s e-mail, phone or roles, whatever its scopes; the name it may', async () => {
      const all = ok(await t.gql(CREATE_TOKEN, { input: { name: 'همه', scopes: API_SCOPES } }, t.superToken)).createApiToken
        .secret as string;
      for (const field of ['email', 'phone', 'roles', 'family', 'id']) {
        const res = await t.gql(`query($id: Int!) { order(id: $id) { operator { ${field} } } }`, { id: ids.order }, all);
        expect({ field, code: res.errors?.[0]?.extensions.code, refused: pick(res.errors?.[0]?.extensions).field }).toEqual({
          field,
          code: 'FORBIDDEN',
          refused: `Admin.${field}`,
        });
      }
      const named = ok(await t.gql(`query($id: Int!) { order(id: $id) { operator { name } owner { name } } }`, { id: ids.order }, all));
      expect(named.order.operator.name).toEqual(expect.any(String));
      // A token holding every scope reads the finding's customer fields (customers:read is among them).
      const customer = ok(await t.gql(`query($id: Int!) { order(id: $id) { customer { email description } } }`, { id: ids.order }, all));
      expect(customer.order.customer).toEqual({ email: 'sara@example.ir', description: EXPERT_NOTE });
    });

    it('keeps an admin`s token seeing everything it saw (the finding`s query answers in full)', async () => {
      const data = ok(await t.gql(FINDING, { id: ids.order }, t.superToken));
      expect(data.order.customer).toMatchObject({ email: 'sara@example.ir', description: EXPERT_NOTE });
      // Access details are shown only on purpose (issue 34): an admin's read carries the mask too.
      expect(data.order.customer.customerPlans[0].description).toBe(ACCESS_DETAILS_MASK);
      expect(data.order.operator).toMatchObject({ email: expect.any(String), roles: expect.arrayContaining(['superadmin']) });
    });

    it('refuses a mutation asking for another scope`s fields before it runs (the status stays as it was)', async () => {
      const write = ok(await t.gql(CREATE_TOKEN, { input: { name: 'ثبت', scopes: [ApiScope.ORDERS_WRITE] } }, t.superToken)).createApiToken
        .secret as string;
      const res = await t.gql(
        'mutation($id: Int!) { changeOrderStatus(id: $id, status: REJECTED) { id status customer { email } } }',
        { id: ids.order },
        write,
      );
      expect(res.status).toBe(403);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'Customer.email', scope: 'customers:read' });
      expect(ok(await t.gql('query($id: Int!) { order(id: $id) { status } }', { id: ids.order }, t.superToken)).order.status).toBe(
        'PROCESSING',
      );
      // Its own area's answer it may read: what a mutation returns is readable by the token allowed to make it.
      const own = await t.gql(
        'mutation($id: Int!) { changeOrderStatus(id: $id, status: PROCESSING) { id status operator { name } } }',
        { id: ids.order },
        write,
      );
      expect(own.errors).toBeUndefined();
    });

    it('answers public reads to any token as to anyone', async () => {
      for (const scope of [ApiScope.ORDERS_READ, ApiScope.CUSTOMERS_WRITE]) {
        const data = ok(
          await t.gql(
            '{ themes { title plans { title features { title } } categories { title } } workSamples { items { title } } }',
            {},
            only.get(scope),
          ),
        );
        expect(data.themes.length).toBeGreaterThan(0);
      }
    });

    it('walks every scope`s edges over HTTP: refused edges answer 403 FORBIDDEN naming field and scope, the others answer with data', async () => {
      const wrong: string[] = [];
      const sent = { refused: 0, answered: 0, requests: 0 };
      for (const [scope, edges] of walks) {
        const token = only.get(scope)!;
        const queries = edges.filter((edge) => edge.kind === 'query');
        // Each edge that is itself the first the token may not read, alone in its document.
        for (const edge of queries.filter((e) => e.refusedAt?.field === `${e.path.at(-1)!.type}.${e.path.at(-1)!.field}`)) {
          const root = edge.path[0].field;
          const query = `{ ${root}${rootArguments(root)} { ${nest(fieldsBelow(schemaFile, edge.path))} } }`;
          const res = await t.gql(query, {}, token);
          sent.requests++;
          sent.refused++;
          const got = { status: res.status, data: res.data ?? null, ...pick(res.errors?.[0]?.extensions) };
          const want = { status: 403, data: null, code: 'FORBIDDEN', field: edge.refusedAt!.field, scope: edge.refusedAt!.scope };
          const named = res.errors?.[0]?.message.includes(want.field) && (!want.scope || res.errors?.[0]?.message.includes(want.scope));
          if (JSON.stringify(got) !== JSON.stringify(want) || !named) wrong.push(`${scope} ${query}: ${JSON.stringify(res)}`);
        }
        // The edges it may read, merged per root field into one document (no aliases, so no alias limit).
        const byRoot = new Map<string, Edge[]>();
        for (const edge of queries.filter((e) => !e.refusedAt))
          byRoot.set(edge.path[0].field, [...(byRoot.get(edge.path[0].field) ?? []), edge]);
        for (const [root, rootEdges] of byRoot) {
          const tree = treeOf(rootEdges.map((edge) => fieldsBelow(schemaFile, edge.path)));
          const selection = printTree(tree);
          const query = `{ ${root}${rootArguments(root)}${selection ? ` { ${selection} }` : ''} }`;
          const res = await t.gql(query, {}, token);
          sent.requests++;
          sent.answered += rootEdges.length;
          if (res.status !== 200 || res.errors || res.data?.[root] == null)
            wrong.push(`${scope} ${query}: ${JSON.stringify(res).slice(0, 500)}`);
        }
      }
      console.log(`token scope walk over HTTP: ${sent.refused} refused edges, ${sent.answered} answered edges, ${sent.requests} requests`);
      expect(wrong).toEqual([]);
      expect(sent.refused).toBeGreaterThan(10);
    });

    it('answers an orders:read token`s /api/orders/all with the §7 fields and no customer`s or admin`s private fields', async () => {
      const res = await t.http.get('/api/orders/all').set('authorization', `Bearer ${only.get(ApiScope.ORDERS_READ)}`);
      expect(res.status).toBe(200);
      const { orders } = res.body as { orders: { data: Record<string, unknown>[]; current_page: number; last_page: number } };
      expect(orders).toMatchObject({ current_page: 1, last_page: expect.any(Number) });
      const ours = orders.data.find((order) => order.id === ids.order)!;
      // §7: id, full_name, phone_number, description, short_description, status, user (operator, with name), created_at.
      expect(ours).toMatchObject({
        id: ids.order,
        full_name: 'سارا محمدی',
        phone_number: '09121234567',
        status: expect.any(String),
        user: { name: expect.any(String) },
        created_at: expect.any(String),
      });
      expect(ours).toHaveProperty('description');
      expect(ours).toHaveProperty('short_description');
      expect(Object.keys(ours.user as object)).toEqual(['name']);
      const text = JSON.stringify(res.body);
      for (const secret of ['sara@example.ir', EXPERT_NOTE, ACCESS_DETAILS, 'boss@example.com', 'superadmin'])
        expect(text).not.toContain(secret);
      for (const key of ['"email"', '"phone"', '"roles"', '"customer"']) expect(text).not.toContain(key);

      const timeline = await t.http
        .get(`/api/orders/${ids.order}/timeline`)
        .set('authorization', `Bearer ${only.get(ApiScope.ORDERS_READ)}`);
      expect(timeline.status).toBe(200);
      expect(Object.keys(timeline.body.data[0].author)).toEqual(['name']);
      expect(Object.keys(timeline.body.order.user)).toEqual(['name']);

      // An admin's call answers as before.
      const admin = await t.http.get('/api/orders/all').set('authorization', `Bearer ${t.superToken}`);
      expect(admin.body.orders.data.find((order: { id: number }) => order.id === ids.order).user).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        family: expect.any(String),
      });
    });

    it('gives a token no live socket to go around it (connection_init with an API token closes with 4401)', async () => {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const connection = liveConnection(`http://127.0.0.1:${port}`, only.get(ApiScope.ORDERS_READ)!);
      expect(await connection.closed).toBe(4401);
      await connection.client.dispose();
    });
  });
});

const pick = (extensions: object | undefined): { code?: unknown; field?: unknown; scope?: unknown } =>
  extensions
    ? {
        code: (extensions as Record<string, unknown>).code,
        field: (extensions as Record<string, unknown>).field,
        scope: (extensions as Record<string, unknown>).scope,
      }
    : {};

type Tree = Map<string, Tree>;
function treeOf(paths: string[][]): Tree {
  const root: Tree = new Map();
  for (const path of paths) {
    let node = root;
    for (const field of path) {
      if (!node.has(field)) node.set(field, new Map());
      node = node.get(field)!;
    }
  }
  return root;
}
function printTree(tree: Tree): string {
  return [...tree].map(([field, children]) => (children.size ? `${field} { ${printTree(children)} }` : field)).join(' ');
}
