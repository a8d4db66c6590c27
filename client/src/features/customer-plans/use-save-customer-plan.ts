import { useMutation } from '@apollo/client/react';
import { CreateCustomerPlanDocument, UpdateCustomerPlanDocument } from '@/generated/graphql';
import { toCustomerPlanInput, type CustomerPlanFormValues } from './customer-plan-form';

export type CustomerPlanTarget = { kind: 'create'; customerId: number } | { kind: 'edit'; id: number; customerId: number };

/** Creates a plan for a customer or updates one; the plan lists refetch when they are shown. */
export function useSaveCustomerPlan(target: CustomerPlanTarget) {
  const [create, created] = useMutation(CreateCustomerPlanDocument);
  const [update, updated] = useMutation(UpdateCustomerPlanDocument);

  async function save(values: CustomerPlanFormValues): Promise<void> {
    const input = toCustomerPlanInput(values);
    if (target.kind === 'create') await create({ variables: { input: { ...input, customerId: target.customerId } } });
    else await update({ variables: { id: target.id, input } });
  }

  return { save, saving: created.loading || updated.loading };
}
