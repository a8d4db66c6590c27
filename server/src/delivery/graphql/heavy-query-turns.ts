import type { ApolloServerPlugin, GraphQLRequestExecutionListener } from '@apollo/server';
import { TurnQueue } from 'src/common/turn-queue.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';

/**
 * Anonymous queries from this cost up (a catalogue, a long list; the site's own ones are answered
 * from the public read cache and rarely get here) run one at a time.
 */
export const HEAVY_ANONYMOUS_COST = 200;
const HEAVY_ANONYMOUS_AT_ONCE = 1;

/**
 * A query's execution is synchronous work between its database reads (building rows, resolving
 * fields): several heavy ones in flight interleave their chunks, and every other request (the
 * health check a load balancer polls, an order) waits behind all of them. Taking turns bounds that
 * wait to one query's chunk. The total work is the same: the CPU is the limit either way. Staff are
 * not made to wait behind anonymous callers.
 */
export function heavyQueryTurnsPlugin(isStaff: (req: GraphqlContext['req']) => Promise<boolean>): ApolloServerPlugin<GraphqlContext> {
  const turns = new TurnQueue(HEAVY_ANONYMOUS_AT_ONCE);
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ operation, contextValue }): Promise<GraphQLRequestExecutionListener<GraphqlContext> | undefined> {
          // No operation when the name asked for is not in the document: execution only reports that.
          if (operation?.operation !== 'query' || (contextValue.queryCost ?? 0) < HEAVY_ANONYMOUS_COST) return;
          if (await isStaff(contextValue.req)) return;
          const endTurn = await turns.take();
          return { executionDidEnd: async () => endTurn() };
        },
      };
    },
  };
}
