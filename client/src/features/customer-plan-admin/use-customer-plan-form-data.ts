import { useQuery } from '@apollo/client/react';
import { EditCustomerPlanDocument, NewCustomerPlanDocument, type NewCustomerPlanQuery } from '@/generated/graphql';

export type PlanOption = NewCustomerPlanQuery['plans'][number];
export type ThemeOption = NewCustomerPlanQuery['themes'][number];
export type PlanCustomer = NewCustomerPlanQuery['customer'];

/** What the create form needs: the customer it is for, and the plans and themes to choose from. */
export function useNewCustomerPlan(customerId: number) {
  const { data, loading, error, refetch } = useQuery(NewCustomerPlanDocument, {
    variables: { customerId },
    fetchPolicy: 'cache-and-network',
  });
  return { data, loading, error, refetch };
}

/** The stored plan, read from the server so the edit form starts from what is saved. */
export function useEditCustomerPlan(id: number | null) {
  const { data, loading, error, refetch } = useQuery(EditCustomerPlanDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  return { data, loading, error, refetch };
}
