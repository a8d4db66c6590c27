import { useQuery } from '@apollo/client/react';
import { AdminCustomersDocument, type AdminCustomersQuery, type CustomerStatus, type SortDirection } from '@/generated/graphql';

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
