import { useQuery } from '@apollo/client/react';
import { AdminCustomerDocument } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

/** One customer for the edit form; always read from the server so the form starts from what is stored. */
export function useCustomer(id: number | null) {
  const result = useQuery(AdminCustomerDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.customer);
}
