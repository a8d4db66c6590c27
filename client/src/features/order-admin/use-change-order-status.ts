import { useMutation } from '@apollo/client/react';
import { ChangeOrderStatusDocument, type OrderStatus } from '@/generated/graphql';

/**
 * Sets a request's status; the returned row updates the cached lists in place, so the row shows
 * the new status and its operator at once.
 */
export function useChangeOrderStatus() {
  const [mutate] = useMutation(ChangeOrderStatusDocument);
  return (id: number, status: OrderStatus) => mutate({ variables: { id, status } });
}
