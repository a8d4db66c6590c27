import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPlanDocument,
  AdminPlanListDocument,
  CreatePlanDocument,
  DeletePlanDocument,
  PlanFeatureChoicesDocument,
  SyncPlanFeaturesDocument,
  UpdatePlanDocument,
  type CreatePlanInput,
} from '@/generated/graphql';
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

export function useDeletePlan() {
  const [mutate, { loading }] = useMutation(DeletePlanDocument, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Plan', id: variables.id }) });
      cache.gc();
    },
  });
  return { remove: (id: number) => mutate({ variables: { id } }), deleting: loading };
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
