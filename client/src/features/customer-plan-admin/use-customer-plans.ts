import { useMutation, useQuery } from '@apollo/client/react';
import {
  CustomerPlanListDocument,
  RemoveCustomerPlanDocument,
  RestoreCustomerPlanDocument,
  type CustomerPlanListQuery,
} from '@/generated/graphql';

export type CustomerPlanRow = CustomerPlanListQuery['customerPlans'][number];

/** A customer and the plans they bought, fresh on every visit (an edit or a new plan changes it). */
export function useCustomerPlans(customerId: number) {
  const { data, loading, error, refetch } = useQuery(CustomerPlanListDocument, {
    variables: { customerId },
    fetchPolicy: 'cache-and-network',
  });
  return { customer: data?.customer, plans: data?.customerPlans, loading, error, refetch };
}

export function useRemoveCustomerPlan() {
  const [mutate, { loading }] = useMutation(RemoveCustomerPlanDocument, {
    refetchQueries: [CustomerPlanListDocument],
    awaitRefetchQueries: true,
  });
  const [restore] = useMutation(RestoreCustomerPlanDocument);
  return {
    remove: (id: number) => mutate({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    removing: loading,
  };
}
