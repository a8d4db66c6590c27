import { useMutation } from '@apollo/client/react';
import { LinkOrderToCustomerDocument } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';

/** Links a request to the customer its visitor already is; the customers' screens are fetched again (the expert note grew). */
export function useLinkOrder() {
  const [mutate] = useMutation(LinkOrderToCustomerDocument, afterWrite('Customer'));
  return (id: number, customerId: number) => mutate({ variables: { id, customerId } });
}
