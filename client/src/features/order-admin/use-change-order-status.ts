import { useMutation } from '@apollo/client/react';
import { ChangeOrderStatusDocument, type OrderStatus } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { describeApiError, ExplainedRefusal } from '@/lib/api-error';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';

/**
 * Sets a request's status; the returned row updates the cached lists in place, so the row shows
 * the new status and its operator at once. The change names the status the operator saw: when
 * another operator changed it first, nothing is changed, the lists are read again, and the
 * error says who changed it to what.
 */
export function useChangeOrderStatus() {
  const [mutate, { client }] = useMutation(ChangeOrderStatusDocument, afterWrite('Order'));
  return async (id: number, status: OrderStatus, expectedStatus?: OrderStatus) => {
    try {
      return await mutate({ variables: { id, status, expectedStatus } });
    } catch (error) {
      const conflict = describeApiError(error).conflict;
      if (!conflict) throw error;
      await client.refetchQueries({ include: 'active' });
      const now = ORDER_STATUS_LABELS[conflict.current.status as OrderStatus] ?? String(conflict.current.status);
      const who = conflict.changedBy?.name ?? 'اپراتور دیگری';
      throw new ExplainedRefusal(`${who} وضعیت این درخواست را هم‌زمان به «${now}» تغییر داده است؛ تغییر شما اعمال نشد`);
    }
  };
}
