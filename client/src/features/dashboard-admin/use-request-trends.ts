import { useQuery } from '@apollo/client/react';
import { RequestTrendsDocument, type RequestTrendsQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type RequestTrendsData = RequestTrendsQuery['requestTrends'];

/** The charts' figures, fetched again on every visit and on every live change to a request. */
export function useRequestTrends() {
  const result = useQuery(RequestTrendsDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.requestTrends);
}
