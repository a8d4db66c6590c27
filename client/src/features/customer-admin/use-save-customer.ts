import { useMutation } from '@apollo/client/react';
import { CreateCustomerDocument, UpdateCustomerDocument, type CreateCustomerInput } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { afterWrite } from '@/lib/after-write';

/** Adds or saves a customer. */
export function useSaveCustomer() {
  const [create] = useMutation(CreateCustomerDocument, afterWrite('Customer'));
  const [update] = useMutation(UpdateCustomerDocument, afterWrite('Customer'));
  return {
    create: (input: CreateCustomerInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreateCustomerInput, version?: number) => update({ variables: { id, input: { ...input, version } } }),
  };
}
