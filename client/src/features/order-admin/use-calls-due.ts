import { useQuery } from '@apollo/client/react';
import { CallsDueDocument, type OrderOwnerFilter } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

/** Follow-ups due today (Tehran) or overdue, soonest first; fresh whenever the screen opens. */
export function useCallsDue(variables: { page: number; owner: OrderOwnerFilter | null }) {
  const result = useQuery(CallsDueDocument, { variables, fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.callsDue);
}
