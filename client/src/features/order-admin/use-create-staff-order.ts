import { useMutation } from '@apollo/client/react';
import { CreateStaffOrderDocument, type CreateOrderInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';

/** Records a phone call as a request; the list refetches on its own when it opens (cache-and-network). */
export function useCreateStaffOrder() {
  const [mutate] = useMutation(CreateStaffOrderDocument);
  return (input: CreateOrderInput, idempotencyKey: string) => mutate({ variables: { input }, context: idempotent(idempotencyKey) });
}
