import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { graphqlCsrfRefused } from 'src/common/http/request-policy.js';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import type { Metrics } from 'src/platform/observability/metrics.service.js';
import { PUBLIC_OPERATIONS } from 'src/reactions/public-reads/public-operations.js';
import { QueryRefusal } from './query-refusal.js';

/** The refusal codes of graphql.options.ts, query-cost.ts and operation-type.rule.ts, as alert-friendly reasons. */
const REASONS: Record<string, string> = {
  QUERY_TOO_COSTLY: 'cost',
  QUERY_TOO_DEEP: 'depth',
  TOO_MANY_ALIASES: 'aliases',
  TOO_MANY_DIRECTIVES: 'directives',
  OPERATION_NOT_SUPPORTED: 'operation-type',
  PERSISTED_QUERY_NOT_SUPPORTED: 'persisted-query',
};

/**
 * The operations the site's own client sends without a login (client/src/features, all but the
 * back office's): the public reads' documents, the request form and the sign-in steps. Labelled by
 * name for anyone; test/metrics.spec.ts checks the list against the client's files.
 */
export const SITE_ANONYMOUS_OPERATIONS: ReadonlySet<string> = new Set([
  ...PUBLIC_OPERATIONS.map((operation) => operation.name),
  'SiteIdentity',
  'CreateOrder',
  'Login',
  'VerifyLogin',
  'RefreshToken',
  'BeginLoginTwoFactorSetup',
  'ConfirmTwoFactorSetup',
]);

/**
 * Other operation names are the caller's to choose. Only a signed-in caller (staff, or an
 * integrator's API token) adds one, the first MAX_OPERATION_NAMES of them (the back office uses
 * about a hundred); an anonymous caller's own names, and any past the bound, are `other`, so a
 * stranger inventing names adds no series. Unnamed operations are one label.
 */
const MAX_OPERATION_NAMES = 200;
/** A GraphQL name of a sensible length; a refused request's operationName is whatever the client sent. */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * `authenticate`: whether the request bears a valid login or API token (auth.service.ts, the result
 * kept on the request), asked only for a name not labelled yet.
 */
export function graphqlMetricsPlugin(metrics: Metrics, authenticate: (req: AuthenticatedRequest) => Promise<boolean>): ApolloServerPlugin {
  const known = new Set<string>();
  const signedIn = (req: AuthenticatedRequest | undefined) => (req ? authenticate(req).catch(() => false) : Promise.resolve(false));
  const label = async (name: string | null | undefined, req: AuthenticatedRequest | undefined): Promise<string> => {
    if (!name) return '(unnamed)';
    if (SITE_ANONYMOUS_OPERATIONS.has(name) || known.has(name)) return name;
    if (!OPERATION_NAME.test(name) || known.size >= MAX_OPERATION_NAMES || !(await signedIn(req))) return 'other';
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operation, operationName, errors, contextValue }) {
          let refused = false;
          for (const error of errors ?? []) {
            const refusal = QueryRefusal.find(error);
            const code = refusal?.extensions.code ?? error.extensions?.code;
            let reason = typeof code === 'string' ? REASONS[code] : undefined;
            // graphql-js's own token limit (parseOptions.maxTokens) is a syntax error with this wording.
            if (!reason && /more th[ae]n \d+ tokens/i.test(error.message)) reason = 'tokens';
            if (reason) {
              refused = true;
              metrics.graphqlRefusals.inc({ reason });
            }
          }
          const req = (contextValue as { req?: AuthenticatedRequest } | undefined)?.req;
          const labels = { operation: await label(operation?.name?.value ?? operationName, req), type: operation?.operation ?? 'unknown' };
          metrics.graphqlOperations.inc({ ...labels, outcome: refused ? 'refused' : errors?.length ? 'error' : 'ok' });
          metrics.graphqlDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}

/**
 * Counts the requests Apollo refuses as possible cross-site request forgery: a request a browser
 * could send from another site without a preflight (no content type, or a "simple" one, and none of
 * the preflight headers) that Apollo answered with 400.
 */
export function countCsrfRefusals(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Read when answered: the public reads add the preflight header to the GraphQL GETs they own.
    res.once('finish', () => {
      if (res.statusCode !== 400) return;
      if (graphqlCsrfRefused(req.headers)) metrics.graphqlRefusals.inc({ reason: 'csrf' });
    });
    next();
  };
}
