import type { Response } from 'express';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import type { Loaders } from './loaders.js';

/** What every resolver is handed as its GraphQL context (built per request in delivery/graphql). */
export interface GraphqlContext {
  req: AuthenticatedRequest;
  res: Response;
  loaders: Loaders;
  /** Set by the cost plugin once the operation is known (query-cost.ts). */
  queryCost?: number;
  /** On a live socket: the loaders of the event being delivered (live.resolver.ts). */
  eventLoaders?: Loaders;
}
