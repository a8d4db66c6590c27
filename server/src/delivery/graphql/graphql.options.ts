import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import type { GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import type { DataSource } from 'typeorm';
import type { AppConfig } from 'src/platform/config/app.config.js';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import type { AuthService } from 'src/domain/auth/auth.service.js';
import { formatGraphqlError } from './format-error.js';
import { createLoaders, type Loaders } from 'src/domain/loaders.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { servedOperationTypesRule } from './operation-type.rule.js';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { heavyQueryTurnsPlugin } from './heavy-query-turns.js';
import { queryCostPlugin } from './query-cost.js';
import { tokenScopePlugin } from './token-scope.rule.js';
import { QueryRefusal } from './query-refusal.js';
import { graphqlMetricsPlugin } from './graphql-metrics.plugin.js';
import type { Metrics } from 'src/platform/observability/metrics.service.js';
import type { LiveSessions } from './live-sessions.js';
import type { GraphQLSchemaHost } from '@nestjs/graphql';
import type { SubscriptionLimits } from './subscriptions.js';
import { SecondSightDocumentStore } from './document-store.js';

/** Reports an armor limit as a refusal with its own code and a Persian message (400). */
const refuseAs =
  (code: string, message: string) =>
  (context: ValidationContext | null, error: GraphQLError): void =>
    context?.reportError(new QueryRefusal(code, message, { nodes: error.nodes }));
const armorRefusal = (code: string, message: string) => ({ propagateOnRejection: false, onReject: [refuseAs(code, message)] });

/**
 * Limits sized for the product's own screens (the deepest, a customer's plans with their plan
 * and theme, is 4 levels) with room to spare, and far below what could tire the database. The
 * cost, which must count lists, is ours (query-cost.ts); the token limit is graphql-js's own
 * (`parseOptions`), so a long query is a parse error (400), not a fault in a plugin (500).
 */
const armor = new ApolloArmor({
  maxDepth: { n: 8, ...armorRefusal('QUERY_TOO_DEEP', 'این درخواست بیش از حد تودرتو است') },
  maxAliases: { n: 15, ...armorRefusal('TOO_MANY_ALIASES', 'این درخواست نام مستعار (alias) بیش از حد دارد') },
  maxDirectives: { n: 20, ...armorRefusal('TOO_MANY_DIRECTIVES', 'این درخواست دستور (directive) بیش از حد دارد') },
  costLimit: { enabled: false },
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: true },
});
const MAX_TOKENS = 2000;

/**
 * Apollo answers a persisted-query hash with 200 so that APQ clients resend the full text; this
 * server keeps no persisted queries (the client never sends them), so it is a plain refusal.
 */
const persistedQueriesRefused: ApolloServerPlugin<GraphqlContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        if (errors?.some((error) => error.extensions.code === 'PERSISTED_QUERY_NOT_SUPPORTED')) response.http.status = 400;
      },
    };
  },
};

/** The limits a subscription on the live socket is checked with: those of HTTP queries (subscriptions.ts). */
export function subscriptionLimits(schema: () => GraphQLSchema): SubscriptionLimits {
  return { schema, validationRules: armor.protect().validationRules, maxTokens: MAX_TOKENS };
}

export function graphqlOptions(
  config: AppConfig,
  dataSource: DataSource,
  auth: AuthService,
  metrics: Metrics,
  _sessions: LiveSessions,
  _schemaHost: GraphQLSchemaHost,
): ApolloDriverConfig {
  const protection = armor.protect();
  const production = config.env === 'production';
  // Staff get a higher cost cap; the guard reuses the user found here instead of looking again.
  const authenticate = (req: AuthenticatedRequest) => auth.authenticateRequest(req);
  // Who waits behind anonymous heavy queries: not a bearer of our login token or a live API token (no database read per request).
  const bearsStaffToken = async (req: AuthenticatedRequest) => {
    if (req.authUser) return true;
    const token = bearerToken(req);
    return token ? auth.isStaffBearer(token) : false;
  };
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    persistedQueries: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    documentStore: new SecondSightDocumentStore(),
    // A missing or bad token, a forbidden action or too many tries answer 401, 403 or 429 as the
    // REST facade does, so clients can react to the status alone (Nest resets it to 200 otherwise).
    preserveHttpStatusForExecutionErrors: false,
    allowBatchedHttpRequests: false,
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build, the server loads the ESM one: same objects.
      ...(protection.plugins as NonNullable<ApolloDriverConfig['plugins']>),
      queryCostPlugin(authenticate),
      // API tokens: a document asking for a field outside the token's scopes is refused before it runs.
      tokenScopePlugin(authenticate, (req) => auth.admitApiToken(req)),
      heavyQueryTurnsPlugin(bearsStaffToken),
      // Cache hints are unused (public reads have their own cache) and the plugin wraps every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      persistedQueriesRefused,
      graphqlMetricsPlugin(metrics, authenticate),
    ],
    validationRules: [servedOperationTypesRule, ...protection.validationRules],
    // The live back office (graphql-ws on the same path, with the same limits) is served by
    // live-socket-server.ts, which answers every upgrade: the module's own ignores other paths.
    subscriptions: undefined,
    formatError: formatGraphqlError,
    // Most queries over the public data read the in-memory catalogue and never touch a loader.
    context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => {
      let loaders: Loaders | undefined;
      return {
        req,
        res,
        get loaders() {
          return (loaders ??= createLoaders(dataSource));
        },
      };
    },
  };
}
