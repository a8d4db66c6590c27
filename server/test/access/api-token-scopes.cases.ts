import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { API_SCOPES, type ApiScope } from 'src/domain/api-tokens/api-scopes.js';
import { requiredScope, SCOPE_MAP, scopesAdmitting } from 'src/domain/api-tokens/scope-map.js';
import { PUBLIC_ROOT_FIELDS } from 'src/domain/api-tokens/type-scopes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_TOKEN = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id } } }';

  interface Answer {
    status: number;
    code: string | undefined;
    message: string | undefined;
  }

  /** What the guard says to a call without a token (a public login refusing a password says otherwise). */
  const NEEDS_A_CALLER = 'برای این کار باید وارد حساب کاربری شوید';

  interface Operation {
    /** The scope map's name: `Query.orders`, `POST /api/orders/:id/change-status`. */
    name: string;
    call(token: string | null): Promise<Answer>;
  }

  /** A literal of `type` that parses, so that a call reaches the guard (values need not make sense). */
  function literal(type: GraphQLInputType): string {
    if (isNonNullType(type)) return literal(type.ofType);
    if (isListType(type)) return `[${literal(type.ofType)}]`;
    if (isEnumType(type)) return type.getValues()[0].name;
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
      return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
    }
    const name = getNamedType(type).name;
    return name === 'Int' || name === 'Float' ? '1' : name === 'Boolean' ? 'true' : '"1"';
  }

  function graphqlText(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
    const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    const list = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
    const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
    return `${kind} { ${field.name}${list}${selection} }`;
  }

  /** Every GraphQL root field and every REST route the app serves, found in the app, not listed by hand. */
  function operationsOf(t: TestApp): Operation[] {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const graphql: Operation[] = (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(root?.getFields() ?? {}).map((field) => ({
        name: `${root!.name}.${field.name}`,
        async call(token: string | null) {
          const res = await t.gql(graphqlText(kind, field), {}, token ?? undefined);
          return { status: res.status, code: res.errors?.[0]?.extensions.code, message: res.errors?.[0]?.message };
        },
      }));
    });
    const router = (
      t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
    ).router;
    const rest: Operation[] = router.stack.flatMap(({ route }) =>
      route && route.path.startsWith('/api/')
        ? Object.keys(route.methods).map((method) => ({
            name: `${method.toUpperCase()} ${route.path}`,
            async call(token: string | null) {
              const req = t.http[method as 'get' | 'post' | 'put'](route.path.replace(/:\w+/g, '1'));
              if (token) req.set('authorization', `Bearer ${token}`);
              const res = method === 'get' ? await req : await req.send({});
              return { status: res.status, code: undefined, message: (res.body as { error?: string }).error };
            },
          }))
        : [],
    );
    return [...graphql, ...rest];
  }

  const refused = ({ status, code }: Answer) => status === 403 || status === 401 || code === 'FORBIDDEN' || code === 'UNAUTHENTICATED';

  describe('API token scopes, over every operation of both APIs', () => {
    let t: TestApp;
    let operations: Operation[];
    /** Operations that need a caller (answer 401 to none). */
    let guarded: Operation[];
    let everything: string;
    const only = new Map<ApiScope, string>();
    const allBut = new Map<ApiScope, string>();

    const createToken = async (scopes: readonly ApiScope[]) => {
      const res = await t.gql(CREATE_TOKEN, { input: { name: `توکن ${scopes.length}`, scopes } }, t.superToken);
      expect(res.errors).toBeUndefined();
      return res.data.createApiToken.secret as string;
    };

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { API_TOKEN_RATE_LIMIT: '100000' } });
      operations = operationsOf(t);
      guarded = [];
      for (const operation of operations) {
        const answer = await operation.call(null);
        if ((answer.status === 401 || answer.code === 'UNAUTHENTICATED') && answer.message === NEEDS_A_CALLER) guarded.push(operation);
      }
      everything = await createToken(API_SCOPES);
      for (const scope of API_SCOPES) {
        only.set(scope, await createToken([scope]));
        allBut.set(scope, await createToken(API_SCOPES.filter((other) => other !== scope)));
      }
    });
    afterAll(() => t.close());

    it('finds the operations of both APIs in the app (the enumeration is not empty or one-sided)', () => {
      const names = guarded.map((operation) => operation.name);
      expect(names).toEqual(
        expect.arrayContaining(['Query.orders', 'Mutation.createCustomer', 'GET /api/orders/all', 'GET /api/user/view-all']),
      );
      expect(guarded.length).toBeGreaterThan(80);
    });

    it('names in the scope map only operations the app serves to signed-in callers (public ones ignore tokens)', () => {
      const served = new Set(guarded.map((operation) => operation.name));
      expect(Object.keys(SCOPE_MAP).filter((name) => !served.has(name))).toEqual([]);
    });

    it('lists as public (answered to a token as to anyone, type-scopes.ts) exactly the GraphQL root fields that need no caller', () => {
      const served = new Set(guarded.map((operation) => operation.name));
      const open = operations.filter((operation) => /^(Query|Mutation)\./.test(operation.name) && !served.has(operation.name));
      expect(open.map((operation) => operation.name).sort()).toEqual([...PUBLIC_ROOT_FIELDS].sort());
    });

    it('refuses a token lacking the needed scope, and lets one holding only that scope past the check', async () => {
      const wrong: string[] = [];
      for (const operation of guarded) {
        const scope = requiredScope(operation.name);
        if (!scope) continue;
        // An operation several scopes open (the events feed) is refused only to a token holding none of them.
        const admitting = scopesAdmitting(operation.name);
        const lacking =
          admitting.length > 1 ? await createToken(API_SCOPES.filter((other) => !admitting.includes(other))) : allBut.get(scope)!;
        const without = await operation.call(lacking);
        if (!(without.status === 403 || without.code === 'FORBIDDEN'))
          wrong.push(`${operation.name} without ${scope}: ${JSON.stringify(without)}`);
        const within = await operation.call(only.get(scope)!);
        if (refused(within)) wrong.push(`${operation.name} with ${scope}: ${JSON.stringify(within)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('refuses every token on the operations the map leaves out (admins, tokens, dashboard, activity log, sessions)', async () => {
      const adminOnly = guarded.filter((operation) => !requiredScope(operation.name));
      expect(adminOnly.map((operation) => operation.name)).toEqual(
        expect.arrayContaining([
          'Query.dashboard',
          'Query.activityLog',
          'Query.admins',
          'Mutation.createApiToken',
          'Query.apiTokens',
          'GET /api/activity',
        ]),
      );
      const wrong: string[] = [];
      for (const operation of adminOnly) {
        const answer = await operation.call(everything);
        if (!(answer.status === 403 || answer.code === 'FORBIDDEN')) wrong.push(`${operation.name}: ${JSON.stringify(answer)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers a refused REST call with 403 in the documented shape, and GraphQL with FORBIDDEN', async () => {
      const rest = await t.http.get('/api/customers/all').set('authorization', `Bearer ${only.get('orders:read' as ApiScope)}`);
      expect(rest.status).toBe(403);
      const refused = 'این توکن API اجازهٔ این کار را ندارد: نیازمند دسترسی customers:read';
      expect(rest.body).toEqual({ error: refused, message: refused, code: 'FORBIDDEN', scope: 'customers:read' });
      const problem = await t.http
        .get('/api/customers/all')
        .set('authorization', `Bearer ${only.get('orders:read' as ApiScope)}`)
        .set('accept', 'application/problem+json');
      expect(problem.status).toBe(403);
      expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(problem.text)).toMatchObject({
        status: 403,
        title: 'Forbidden',
        detail: refused,
        code: 'FORBIDDEN',
        scope: 'customers:read',
      });
      const gql = await t.gql('{ customers { total } }', {}, only.get('orders:read' as ApiScope));
      expect(gql.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect(gql.data?.customers ?? null).toBeNull();
    });
  });
});
