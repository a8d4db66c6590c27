import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCategoryDocument,
  AdminCategoryListDocument,
  CategoryUsageDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  RestoreCategoryDocument,
  UpdateCategoryDocument,
} from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
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

/** Delete, undo and what a delete does to themes, for DeleteWithConfirm (which evicts the cache entry). */
export function useDeleteCategory() {
  const client = useApolloClient();
  const [remove] = useMutation(DeleteCategoryDocument);
  const [restore] = useMutation(RestoreCategoryDocument);
  return {
    remove: (id: number) => remove({ variables: { id } }),
    restore: (id: number) => restore({ variables: { id } }),
    usage: async (id: number): Promise<string | null> => {
      const { data } = await client.query({ query: CategoryUsageDocument, variables: { id }, fetchPolicy: 'network-only' });
      const themes = data?.categoryUsage.themes ?? 0;
      if (themes === 0) return null;
      return `${formatNumber(themes)} قالب در این دسته‌بندی است؛ قالب‌ها می‌مانند و فقط این دسته‌بندی از آن‌ها برداشته می‌شود.`;
    },
  };
}
