import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCustomersDocument,
  DeleteCustomerDocument,
  type AdminCustomersQuery,
  type CustomerStatus,
  type SortDirection,
} from '@/generated/graphql';

export type CustomerRow = AdminCustomersQuery['customers']['items'][number];

interface CustomerListArgs {
  page: number;
  search: string;
  status: CustomerStatus | null;
  sort: SortDirection;
}

/** One page of the customer list; fresh after every edit elsewhere (plans change the counts). */
export function useCustomers({ page, search, status, sort }: CustomerListArgs) {
  const { data, loading, error, refetch } = useQuery(AdminCustomersDocument, {
    variables: { page, sort, ...(search && { search }), ...(status && { status }) },
    fetchPolicy: 'cache-and-network',
  });
  return { customers: data?.customers, loading, error, refetch };
}

/** Refused by the server while the customer has plans; the page is fetched again to close the gap. */
export function useDeleteCustomer() {
  const [remove] = useMutation(DeleteCustomerDocument, { refetchQueries: [AdminCustomersDocument], awaitRefetchQueries: true });
  return { remove: (id: number) => remove({ variables: { id } }) };
}
