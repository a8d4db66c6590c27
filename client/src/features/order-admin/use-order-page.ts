import { useQuery } from '@apollo/client/react';
import { AdminOrderPageDocument, type AdminOrderPageQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type OrderPageData = AdminOrderPageQuery['order'];
export type OrderHistoryItem = OrderPageData['history'][number];

/**
 * The request page's request with its history: fresh whenever the page opens, and fetched again by the live feed (its
 * name is one of use-live-orders' REQUEST_QUERIES) when another admin calls, notes, takes or moves it.
 */
export function useOrderPage(id: number | null) {
  const result = useQuery(AdminOrderPageDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.order);
}
