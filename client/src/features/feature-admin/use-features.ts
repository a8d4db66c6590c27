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
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export function useFeatureList() {
  const result = useQuery(AdminFeatureListDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.features);
}

export function useFeature(id: number | null) {
  const result = useQuery(AdminFeatureDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.feature);
}

export function useSaveFeature() {
  const [create] = useMutation(CreateFeatureDocument, afterWrite('Feature'));
  const [update] = useMutation(UpdateFeatureDocument, afterWrite('Feature'));
  return {
    create: (input: CreateFeatureInput, idempotencyKey?: string) => create({ variables: { input }, context: idempotent(idempotencyKey) }),
    update: (id: number, input: CreateFeatureInput, version?: number) => update({ variables: { id, input: { ...input, version } } }),
  };
}

/** A new position; the table then shows the order the public table will. */
export function useSortFeature() {
  const [mutate, { loading }] = useMutation(SortFeatureDocument, afterWrite('Feature'));
  return { sort: (id: number, sort: number) => mutate({ variables: { id, sort } }), sorting: loading };
}

/** The box shows the click at once; a refused call puts it back. */
export function useSetFeaturePrimary() {
  const [mutate] = useMutation(SetFeaturePrimaryDocument, afterWrite('Feature'));
  return (id: number, isPrimary: boolean) =>
    mutate({
      variables: { id, isPrimary },
      // The generated types omit __typename, which the cache needs to find the row to update.
      optimisticResponse: { setFeaturePrimary: { __typename: 'Feature', id, isPrimary } as SetFeaturePrimaryMutation['setFeaturePrimary'] },
    });
}

/** Delete and undo, for DeleteWithConfirm; plans lose the feature while it is deleted. */
export function useDeleteFeature() {
  const [remove] = useMutation(DeleteFeatureDocument, afterWrite('Feature'));
  const [restore] = useMutation(RestoreFeatureDocument, afterWrite('Feature'));
  return {
    remove: (id: number) => remove({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
  };
}
