import { useMutation } from '@apollo/client/react';
import { ChangeOrderStatusDocument, type OrderStatus } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';

/**
 * Sets a request's status; the returned row updates the cached lists in place, so the row shows
 * the new status and its operator at once.
 */
export function useChangeOrderStatus() {
  const [mutate] = useMutation(ChangeOrderStatusDocument, afterWrite('Order'));
  return (id: number, status: OrderStatus) => mutate({ variables: { id, status } });
}
