import { useMutation } from '@apollo/client/react';
import { CreateCustomerDocument, UpdateCustomerDocument, type CreateCustomerInput } from '@/generated/graphql';

/** Adds a customer, or saves one when an id is given. Lists refetch on their own (cache-and-network). */
export function useSaveCustomer(id?: number) {
  const [create, created] = useMutation(CreateCustomerDocument);
  const [update, updated] = useMutation(UpdateCustomerDocument);

  async function save(input: CreateCustomerInput): Promise<void> {
    if (id === undefined) await create({ variables: { input } });
    else await update({ variables: { id, input } });
  }

  return { save, saving: created.loading || updated.loading };
}
