import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { graphqlCsrfRefused } from 'src/common/http/request-policy.js';
import type { Metrics } from 'src/platform/observability/metrics.service.js';
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
 * Operation names are the client's to choose: the first names seen get a series each (the product's
 * own screens use a few dozen), anything past that is `other`, so a stranger inventing names
 * cannot grow Prometheus's memory. Unnamed operations are one label.
 */
const MAX_OPERATION_NAMES = 200;
/** A GraphQL name of a sensible length; a refused request's operationName is whatever the client sent. */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export function graphqlMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  const known = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return '(unnamed)';
    if (known.has(name)) return name;
    if (!OPERATION_NAME.test(name)) return 'other';
    if (known.size >= MAX_OPERATION_NAMES) return 'other';
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operation, operationName, errors }) {
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
          const labels = { operation: label(operation?.name?.value ?? operationName), type: operation?.operation ?? 'unknown' };
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
