import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPlanDocument,
  AdminPlanListDocument,
  CreatePlanDocument,
  DeletePlanDocument,
  PlanUsageDocument,
  RestorePlanDocument,
  PlanFeatureChoicesDocument,
  SyncPlanFeaturesDocument,
  UpdatePlanDocument,
  type CreatePlanInput,
} from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { idempotent } from '@/lib/idempotency';

export function usePlanList() {
  const { data, loading, error, refetch } = useQuery(AdminPlanListDocument, { fetchPolicy: 'cache-and-network' });
  return { plans: data?.plans, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function usePlan(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminPlanDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { plan: data?.plan, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useSavePlan() {
  const [create] = useMutation(CreatePlanDocument);
  const [update] = useMutation(UpdatePlanDocument);
  return {
    create: (input: CreatePlanInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreatePlanInput) => update({ variables: { id, input } }),
  };
}

/** Delete, undo and what a delete does to themes and customers, for DeleteWithConfirm. */
export function useDeletePlan() {
  const client = useApolloClient();
  const [remove] = useMutation(DeletePlanDocument);
  const [restore] = useMutation(RestorePlanDocument);
  return {
    remove: (id: number) => remove({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    usage: async (id: number): Promise<string | null> => {
      const { data } = await client.query({ query: PlanUsageDocument, variables: { id }, fetchPolicy: 'network-only' });
      if (!data) return null;
      const { themes, customerPlans } = data.planUsage;
      if (customerPlans > 0) return `این پلن برای ${formatNumber(customerPlans)} پلن مشتری ثبت شده است و حذف نمی‌شود.`;
      if (themes > 0) return `${formatNumber(themes)} قالب این پلن را دارند؛ قالب‌ها می‌مانند و فقط این پلن از آن‌ها برداشته می‌شود.`;
      return null;
    },
  };
}

/** The plan with its feature ids, and every feature in table order to choose from. */
export function usePlanFeatureChoices(id: number) {
  const { data, loading, error, refetch } = useQuery(PlanFeatureChoicesDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { plan: data?.plan, features: data?.features, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useSyncPlanFeatures(id: number) {
  const [mutate, { loading }] = useMutation(SyncPlanFeaturesDocument);
  return { sync: (featureIds: number[]) => mutate({ variables: { id, featureIds } }), saving: loading };
}
