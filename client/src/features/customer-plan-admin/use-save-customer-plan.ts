import { useMutation } from '@apollo/client/react';
import { CreateCustomerPlanDocument, UpdateCustomerPlanDocument } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { afterWrite } from '@/lib/after-write';
import { toCustomerPlanInput, toCustomerPlanUpdate, type CustomerPlanFormValues } from './customer-plan-form';

/** Creates a plan for a customer or updates one. */
export function useSaveCustomerPlan() {
  const [create] = useMutation(CreateCustomerPlanDocument, afterWrite('CustomerPlan'));
  const [update] = useMutation(UpdateCustomerPlanDocument, afterWrite('CustomerPlan'));
  return {
    create: (customerId: number, values: CustomerPlanFormValues, idempotencyKey: string) =>
      create({ variables: { input: { ...toCustomerPlanInput(values), customerId } }, context: idempotent(idempotencyKey) }),
    update: (id: number, values: CustomerPlanFormValues, version?: number) =>
      update({ variables: { id, input: { ...toCustomerPlanUpdate(values), version } } }),
  };
}
