import { useQuery } from '@apollo/client/react';
import { AdminOrdersDocument, type AdminOrdersQuery, type OrderStatus } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type AdminOrder = AdminOrdersQuery['orders']['items'][number];

/** One page of requests, newest first; fresh from the server whenever the screen opens. */
export function useAdminOrders(variables: { page: number; search: string; status: OrderStatus | null }) {
  const result = useQuery(AdminOrdersDocument, {
    variables: { page: variables.page, search: variables.search || null, status: variables.status },
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data.orders);
}
