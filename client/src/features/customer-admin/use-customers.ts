import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCustomersDocument,
  DeleteCustomerDocument,
  type AdminCustomersQuery,
  type CustomerStatus,
  type SortDirection,
} from '@/generated/graphql';
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

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

/** Refused by the server while the customer has plans. */
export function useDeleteCustomer() {
  const [remove] = useMutation(DeleteCustomerDocument, afterWrite('Customer'));
  return { remove: (id: number) => remove({ variables: { id } }) };
}
