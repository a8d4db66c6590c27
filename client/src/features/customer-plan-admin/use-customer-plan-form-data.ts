import { useQuery } from '@apollo/client/react';
import { EditCustomerPlanDocument, NewCustomerPlanDocument, type NewCustomerPlanQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type PlanOption = NewCustomerPlanQuery['plans'][number];
export type ThemeOption = NewCustomerPlanQuery['themes'][number];
export type PlanCustomer = NewCustomerPlanQuery['customer'];

/** What the create form needs: the customer it is for, and the plans and themes to choose from. */
export function useNewCustomerPlan(customerId: number | null) {
  const result = useQuery(NewCustomerPlanDocument, {
    variables: { customerId: customerId ?? 0 },
    skip: customerId === null,
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data);
}

/** The stored plan, read from the server so the edit form starts from what is saved. */
export function useEditCustomerPlan(id: number | null) {
  const result = useQuery(EditCustomerPlanDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  return queryState(result, (data) => data);
}
