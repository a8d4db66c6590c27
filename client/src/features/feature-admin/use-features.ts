import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminFeatureDocument,
  AdminFeatureListDocument,
  CreateFeatureDocument,
  DeleteFeatureDocument,
  RestoreFeatureDocument,
  SetFeaturePrimaryDocument,
  SortFeatureDocument,
  UpdateFeatureDocument,
  type CreateFeatureInput,
  type SetFeaturePrimaryMutation,
} from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';

export function useFeatureList() {
  const { data, loading, error, refetch } = useQuery(AdminFeatureListDocument, { fetchPolicy: 'cache-and-network' });
  return { features: data?.features, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useFeature(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminFeatureDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { feature: data?.feature, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useSaveFeature() {
  const [create] = useMutation(CreateFeatureDocument);
  const [update] = useMutation(UpdateFeatureDocument);
  return {
    create: (input: CreateFeatureInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreateFeatureInput) => update({ variables: { id, input } }),
  };
}

/** A new position re-reads the list, so the table shows the order the public table will. */
export function useSortFeature() {
  const [mutate, { loading }] = useMutation(SortFeatureDocument, { refetchQueries: [AdminFeatureListDocument], awaitRefetchQueries: true });
  return { sort: (id: number, sort: number) => mutate({ variables: { id, sort } }), sorting: loading };
}

/** The box shows the click at once; a refused call puts it back. */
export function useSetFeaturePrimary() {
  const [mutate] = useMutation(SetFeaturePrimaryDocument);
  return (id: number, isPrimary: boolean) =>
    mutate({
      variables: { id, isPrimary },
      // The generated types omit __typename, which the cache needs to find the row to update.
      optimisticResponse: { setFeaturePrimary: { __typename: 'Feature', id, isPrimary } as SetFeaturePrimaryMutation['setFeaturePrimary'] },
    });
}

/** Delete and undo, for DeleteWithConfirm; plans lose the feature while it is deleted. */
export function useDeleteFeature() {
  const [remove] = useMutation(DeleteFeatureDocument);
  const [restore] = useMutation(RestoreFeatureDocument);
  return {
    remove: (id: number) => remove({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
  };
}
