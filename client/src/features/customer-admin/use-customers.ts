import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCustomersDocument,
  DeleteCustomerDocument,
  RestoreCustomerDocument,
  type AdminCustomersQuery,
  type CustomerStatus,
  type SortDirection,
} from '@/generated/graphql';
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';
import { loadEveryPage, type MatchingRows } from '@/lib/use-row-selection';

export type CustomerRow = AdminCustomersQuery['customers']['items'][number];

interface CustomerListArgs {
  page: number;
  search: string;
  status: CustomerStatus | null;
  sort: SortDirection;
}

/** One page of the customer list; fresh after every edit elsewhere (plans change the counts). */
export function useCustomers({ page, search, status, sort }: CustomerListArgs) {
  const result = useQuery(AdminCustomersDocument, {
    variables: { page, sort, ...(search && { search }), ...(status && { status }) },
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data.customers);
}

/** Every customer the list's search and filter match, for a bulk action on "all N matching". */
export function useMatchingCustomers({ search, status, sort }: Omit<CustomerListArgs, 'page'>, total: number | undefined) {
  const client = useApolloClient();
  if (total === undefined) return undefined;
  const matching: MatchingRows<CustomerRow> = {
    total,
    loadAll: () =>
      loadEveryPage(async (page) => {
        const { data } = await client.query({
          query: AdminCustomersDocument,
          variables: { page, perPage: ALL_PAGE_SIZE, sort, ...(search && { search }), ...(status && { status }) },
          fetchPolicy: 'network-only',
        });
        return data!.customers;
      }),
  };
  return matching;
}

/** The server's largest page (MAX_PAGE_SIZE): the fewest requests for every matching record. */
const ALL_PAGE_SIZE = 100;

/** Refused by the server while the customer has plans. */
export function useDeleteCustomer() {
  const [remove] = useMutation(DeleteCustomerDocument, afterWrite('Customer'));
  const [restore] = useMutation(RestoreCustomerDocument, afterWrite('Customer'));
  return { remove: (id: number) => remove({ variables: { id } }), restore: (id: number) => restore({ variables: { id } }) };
}
