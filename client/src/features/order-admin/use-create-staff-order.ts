import { useMutation } from '@apollo/client/react';
import { CreateStaffOrderDocument, type CreateOrderInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { afterWrite } from '@/lib/after-write';

/** Records a phone call as a request. */
export function useCreateStaffOrder() {
  const [mutate] = useMutation(CreateStaffOrderDocument, afterWrite('Order'));
  return (input: CreateOrderInput, idempotencyKey: string) => mutate({ variables: { input }, context: idempotent(idempotencyKey) });
}
