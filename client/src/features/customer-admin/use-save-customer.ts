import { useMutation } from '@apollo/client/react';
import { CreateCustomerDocument, UpdateCustomerDocument, type CreateCustomerInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';

/** Adds or saves a customer. Lists refetch on their own (cache-and-network). */
export function useSaveCustomer() {
  const [create] = useMutation(CreateCustomerDocument);
  const [update] = useMutation(UpdateCustomerDocument);
  return {
    create: (input: CreateCustomerInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreateCustomerInput) => update({ variables: { id, input } }),
  };
}
