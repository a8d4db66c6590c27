import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminOrdersDocument, type AdminOrdersQuery, type OrderOwnerFilter, type OrderStatus } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';
import { loadEveryPage, type MatchingRows } from '@/lib/use-row-selection';

export type AdminOrder = AdminOrdersQuery['orders']['items'][number];

/** One page of requests, newest first; fresh from the server whenever the screen opens. */
export function useAdminOrders(variables: {
  page: number;
  search: string;
  status: OrderStatus | null;
  owner?: OrderOwnerFilter | null;
  fromCustomers?: boolean;
}) {
  const result = useQuery(AdminOrdersDocument, {
    variables: {
      page: variables.page,
      search: variables.search || null,
      status: variables.status,
      owner: variables.owner ?? null,
      fromCustomers: variables.fromCustomers || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data.orders);
}

/** Every request the list's search and filter match, for a bulk action on "all N matching". */
export function useMatchingOrders(variables: { search: string; status: OrderStatus | null }, total: number | undefined) {
  const client = useApolloClient();
  if (total === undefined) return undefined;
  const matching: MatchingRows<AdminOrder> = {
    total,
    loadAll: () =>
      loadEveryPage(async (page) => {
        const { data } = await client.query({
          query: AdminOrdersDocument,
          variables: { page, perPage: ALL_PAGE_SIZE, search: variables.search || null, status: variables.status },
          fetchPolicy: 'network-only',
        });
        return data!.orders;
      }),
  };
  return matching;
}

/** The server's largest page (MAX_PAGE_SIZE): the fewest requests for every matching record. */
const ALL_PAGE_SIZE = 100;
