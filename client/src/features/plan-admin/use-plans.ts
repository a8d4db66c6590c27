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
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export function usePlanList() {
  const result = useQuery(AdminPlanListDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.plans);
}

export function usePlan(id: number | null) {
  const result = useQuery(AdminPlanDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.plan);
}

export function useSavePlan() {
  const [create] = useMutation(CreatePlanDocument, afterWrite('Plan'));
  const [update] = useMutation(UpdatePlanDocument, afterWrite('Plan'));
  return {
    create: (input: CreatePlanInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreatePlanInput, version?: number) => update({ variables: { id, input: { ...input, version } } }),
  };
}

/** Delete, undo and what a delete does to themes and customers, for DeleteWithConfirm. */
export function useDeletePlan() {
  const client = useApolloClient();
  const [remove] = useMutation(DeletePlanDocument, afterWrite('Plan'));
  const [restore] = useMutation(RestorePlanDocument, afterWrite('Plan'));
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
export function usePlanFeatureChoices(id: number | null) {
  const result = useQuery(PlanFeatureChoicesDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data);
}

export function useSyncPlanFeatures(id: number) {
  const [mutate, { loading }] = useMutation(SyncPlanFeaturesDocument, afterWrite('Plan'));
  return {
    /** Names the plan's version the screen started from: a list saved meanwhile by another admin is a CONFLICT, not overwritten. */
    sync: (featureIds: number[], version: number) => mutate({ variables: { id, featureIds, version } }),
    saving: loading,
  };
}
