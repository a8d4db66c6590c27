import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCategoryDocument,
  AdminCategoryListDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
} from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';

export function useCategoryList() {
  const { data, loading, error, refetch } = useQuery(AdminCategoryListDocument, { fetchPolicy: 'cache-and-network' });
  return { categories: data?.categories, loading: loading && !data, error: data ? undefined : error, refetch };
}

export function useCategory(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminCategoryDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return { category: data?.category, loading: loading && !data, error: data ? undefined : error, refetch };
}

/** The image travels as a multipart upload (the Apollo upload link sends a File variable as one). */
export function useSaveCategory() {
  const [create] = useMutation(CreateCategoryDocument);
  const [update] = useMutation(UpdateCategoryDocument);
  return {
    create: (title: string, image: File | null, idempotencyKey?: string) =>
      create({ variables: { input: { title }, image }, context: idempotent(idempotencyKey) }),
    update: (id: number, title: string, image: File | null) => update({ variables: { id, input: { title }, image } }),
  };
}

export function useDeleteCategory() {
  const [mutate, { loading }] = useMutation(DeleteCategoryDocument, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Category', id: variables.id }) });
      cache.gc();
    },
  });
  return { remove: (id: number) => mutate({ variables: { id } }), deleting: loading };
}
