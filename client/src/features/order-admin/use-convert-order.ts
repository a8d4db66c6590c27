import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOrderDocument, ConvertOrderToCustomerDocument, type CreateCustomerInput } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { queryState } from '@/lib/query-state';

/** One request, as the list shows it: read from the server, so a conversion made elsewhere shows. */
export function useAdminOrder(id: number | null) {
  const result = useQuery(AdminOrderDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.order);
}

/** Creates the customer from the request and links them; the customers' lists are fetched again. */
export function useConvertOrder() {
  const [mutate] = useMutation(ConvertOrderToCustomerDocument, afterWrite('Customer'));
  return (id: number, input: CreateCustomerInput) => mutate({ variables: { id, input } });
}
