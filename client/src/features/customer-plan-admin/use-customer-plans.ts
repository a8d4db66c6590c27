import { useMutation, useQuery } from '@apollo/client/react';
import {
  CustomerPlanListDocument,
  RemoveCustomerPlanDocument,
  RestoreCustomerPlanDocument,
  type CustomerPlanListQuery,
} from '@/generated/graphql';
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export type CustomerPlanRow = CustomerPlanListQuery['customerPlans'][number];

/** A customer and the plans they bought, fresh on every visit (an edit or a new plan changes it). */
export function useCustomerPlans(customerId: number) {
  const result = useQuery(CustomerPlanListDocument, {
    variables: { customerId },
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data);
}

export function useRemoveCustomerPlan() {
  const [mutate, { loading }] = useMutation(RemoveCustomerPlanDocument, afterWrite('CustomerPlan'));
  const [restore] = useMutation(RestoreCustomerPlanDocument, afterWrite('CustomerPlan'));
  return {
    remove: (id: number) => mutate({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    removing: loading,
  };
}
