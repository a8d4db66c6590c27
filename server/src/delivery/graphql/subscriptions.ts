import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { DataSource } from 'typeorm';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import type { AuthenticatedRequest, AuthUser } from 'src/common/auth/request-context.js';
import type { LiveSessions } from './live-sessions.js';
import { formatGraphqlError } from './format-error.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { createLoaders, type Loaders } from 'src/domain/loaders.js';
import { ADMIN_MAX_COST, operationCost } from './query-cost.js';
import { QueryRefusal } from './query-refusal.js';

type Extra = { socket: WebSocket; request: IncomingMessage };
type WsContext = Context<Record<string, unknown> | undefined, Extra>;

export interface SubscriptionLimits {
  /** The schema as built (known once the GraphQL module has started). */
  schema: () => GraphQLSchema;
  /** The same limits as HTTP queries: graphql-armor's depth, alias and directive rules (the operation's type is checked here). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
}

/**
 * Subscriptions over graphql-ws on /graphql (docs/INTEGRATORS.md, "Live back office"). This path bypasses
 * Apollo and its plugins, so what they do for HTTP is done here: the admin's token, sent in
 * `connection_init` as `{ "authorization": "Bearer <token>" }`, is checked as the HTTP guard
 * checks it (LiveSessions, which also closes the socket when the token stops being valid); each
 * `subscribe` is parsed with the same token limit, validated with the same rules, costed with the
 * staff cap, and its errors formatted by the same formatter; the context carries the caller and
 * loaders as an HTTP request's does. Only subscriptions are served here: queries and mutations
 * stay on HTTP, where CSRF prevention, idempotency and metrics apply.
 */
export function subscriptionOptions(
  sessions: LiveSessions,
  dataSource: DataSource,
  limits: SubscriptionLimits,
  guard: LiveSocketGuard,
): ServerOptions<Record<string, unknown> | undefined, Extra> {
  const rules = [...specifiedRules, ...limits.validationRules];
  return {
    // A socket that never says who it is does not hold a connection for long.
    connectionInitWaitTimeout: 5_000,
    onConnect: async (ctx: WsContext) => {
      const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      const token = typeof header === 'string' ? bearerToken({ headers: { authorization: header } }) : null;
      const user = await sessions.open(ctx.extra.socket, token);
      if (!user) return false;
      if (!guard.admit(ctx.extra.socket, user, ctx.subscriptions)) {
        sessions.closed(ctx.extra.socket);
        return false;
      }
      (ctx.extra.request as AuthenticatedRequest).authUser = user;
      return true;
    },
    onClose: (ctx: WsContext) => sessions.closed(ctx.extra.socket),
    onSubscribe: (ctx: WsContext, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
      const refusal = guard.refuseSubscription(ctx.extra.socket);
      if (refusal) return [refusal];
      const schema = limits.schema();
      let document: DocumentNode;
      try {
        document = parse(payload.query, { maxTokens: limits.maxTokens });
      } catch (error) {
        return [coded(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
      }
      const invalid = validate(schema, document, rules);
      if (invalid.length > 0) return invalid.map((error) => (QueryRefusal.find(error) ? error : coded(error, 'GRAPHQL_VALIDATION_FAILED')));
      const operation = getOperationAST(document, payload.operationName);
      if (!operation) return [coded(new GraphQLError('no operation'), 'OPERATION_RESOLUTION_FAILURE')];
      if (operation.operation !== 'subscription') {
        return [
          new QueryRefusal('OPERATION_NOT_SUPPORTED', 'روی این اتصال فقط subscription پذیرفته است؛ query و mutation را با HTTP بفرستید', {
            nodes: operation,
          }),
        ];
      }
      const cost = operationCost(schema, document, operation, payload.variables ?? {});
      if (cost > ADMIN_MAX_COST) {
        return [
          new QueryRefusal('QUERY_TOO_COSTLY', 'این درخواست بیش از حد سنگین است؛ فهرست‌ها یا فیلدهای کمتری بخواهید', {
            nodes: operation,
            details: { cost, maxCost: ADMIN_MAX_COST },
          }),
        ];
      }
      const req = ctx.extra.request as AuthenticatedRequest;
      const contextValue = subscriptionContext(req, dataSource);
      // The caller is part of the key: some fields answer per admin (Order.isNew).
      answerKeys.set(
        contextValue,
        JSON.stringify([req.authUser?.id, payload.operationName ?? null, payload.query, payload.variables ?? null]),
      );
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
    },
    subscribe: sharedSubscribe,
    onError: (_ctx, _id, _payload, errors) => errors.map(format),
    onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(format) } : undefined),
  };
}

/** What the socket server (live-socket-server.ts) decides for each socket. */
export interface LiveSocketGuard {
  /** The socket's admin is known: false when they may not open another (the guard has closed it). */
  admit(socket: WebSocket, user: AuthUser, subscriptions: Record<string, unknown>): boolean;
  /** A refusal when the socket or its admin has as many subscriptions as allowed (the new one is counted). */
  refuseSubscription(socket: WebSocket): GraphQLError | null;
}

/** Each subscription's key: its caller, operation and variables. */
const answerKeys = new WeakMap<object, string>();
/** Each delivered event's answers by key, shared by that caller's identical subscriptions, dropped with the event. */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
let lastTurn: Promise<void> = Promise.resolve();

/**
 * One event answer per turn of the event loop: an event delivered to many subscriptions is
 * answered in as many turns, with whatever else is waiting (requests, health checks) between them.
 */
function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}

/**
 * graphql-js's `subscribe`, except that an event is answered once per distinct operation and
 * caller (an admin's identical subscriptions share the answer), each answer in its own turn of
 * the event loop. A fan-out's cost is so bounded by the distinct operations (at most the
 * subscription caps), not by how many sockets carry them.
 */
async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const key = answerKeys.get(args.contextValue as object) ?? '';
  const answer = (payload: unknown): Promise<ExecutionResult> => {
    if (typeof payload !== 'object' || payload === null) return nextTurn().then(() => execute({ ...args, rootValue: payload }));
    let byKey = answers.get(payload);
    if (!byKey) answers.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) {
      result = nextTurn().then(() => execute({ ...args, rootValue: payload }));
      byKey.set(key, result);
    }
    return result;
  };
  return mapEvents(source[Symbol.asyncIterator](), answer);
}

/** Maps each event of `source` (as graphql-js's own mapAsyncIterator: returning it returns the source at once). */
function mapEvents(
  source: AsyncIterator<unknown>,
  answer: (payload: unknown) => Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult> {
  const map = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (step.done) return { value: undefined, done: true };
    try {
      return { value: await answer(step.value), done: false };
    } catch (error) {
      await source.return?.().catch(() => undefined);
      throw error;
    }
  };
  const iterator: AsyncGenerator<ExecutionResult> = {
    next: async () => map(await source.next()),
    return: async () => (source.return ? map(await source.return()) : { value: undefined, done: true }),
    throw: async (error: unknown) => {
      if (source.throw) return map(await source.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
    [Symbol.asyncDispose]: async () => {
      await iterator.return(undefined);
    },
  };
  return iterator;
}

/**
 * An operation's context on the socket: the request that opened it (its admin set by onConnect),
 * and loaders: the current event's, which its local subscribers share (live.resolver.ts), else
 * the operation's own.
 */
function subscriptionContext(req: AuthenticatedRequest, dataSource: DataSource): GraphqlContext {
  let own: Loaders | undefined;
  const context: GraphqlContext = {
    req,
    res: undefined as unknown as GraphqlContext['res'],
    get loaders() {
      return context.eventLoaders ?? (own ??= createLoaders(dataSource));
    },
  };
  return context;
}

/** A GraphQL error with the code Apollo gives the same failure over HTTP, for the one formatter. */
function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}

function format(error: GraphQLError): GraphQLFormattedError {
  return formatGraphqlError(error.toJSON(), error);
}
