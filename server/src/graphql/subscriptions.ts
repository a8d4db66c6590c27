import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context, ServerOptions } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { DataSource } from 'typeorm';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import type { LiveSessions } from 'src/modules/live/live-sessions.js';
import { formatGraphqlError } from './format-error.js';
import type { GraphqlContext } from './graphql.options.js';
import { createLoaders, type Loaders } from './loaders.js';
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
 * Subscriptions over graphql-ws on /graphql (README, "Live back office"). This path bypasses
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
): GraphQLWsSubscriptionsConfig {
  const rules = [...specifiedRules, ...limits.validationRules];
  const options: Partial<ServerOptions<Record<string, unknown> | undefined, Extra>> = {
    // A socket that never says who it is does not hold a connection for long.
    connectionInitWaitTimeout: 5_000,
    onConnect: async (ctx: WsContext) => {
      const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
      const token = typeof header === 'string' ? bearerToken({ headers: { authorization: header } }) : null;
      const user = await sessions.open(ctx.extra.socket, token);
      if (!user) return false;
      (ctx.extra.request as AuthenticatedRequest).authUser = user;
      return true;
    },
    onClose: (ctx: WsContext) => sessions.closed(ctx.extra.socket),
    onSubscribe: (ctx: WsContext, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
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
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: subscriptionContext(ctx.extra.request as AuthenticatedRequest, dataSource),
      };
    },
    onError: (_ctx, _id, _payload, errors) => errors.map(format),
    onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(format) } : undefined),
  };
  // Nest's type names only some of graphql-ws' options; it passes every one to `useServer`.
  return options as GraphQLWsSubscriptionsConfig;
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
