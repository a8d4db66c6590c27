import { useQuery } from '@apollo/client/react';
import { FirstContactStatsDocument, type FirstContactStatsQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type FirstContactStatsData = FirstContactStatsQuery['firstContactStats'];

/** The last 30 Tehran days, as the server counts them; fetched again on every visit. */
export function useFirstContactStats() {
  const result = useQuery(FirstContactStatsDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.firstContactStats);
}
