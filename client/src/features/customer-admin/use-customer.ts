import { useQuery } from '@apollo/client/react';
import { AdminCustomerDocument } from '@/generated/graphql';

/** One customer for the edit form; always read from the server so the form starts from what is stored. */
export function useCustomer(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminCustomerDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { customer: data?.customer, loading, error, refetch };
}
