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
import { queryState } from '@/lib/query-state';
import { afterWrite } from '@/lib/after-write';

export function useCategoryList() {
  const result = useQuery(AdminCategoryListDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.categories);
}

export function useCategory(id: number | null) {
  const result = useQuery(AdminCategoryDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  return queryState(result, (data) => data.category);
}

/** The image travels as a multipart upload (the Apollo upload link sends a File variable as one). */
export function useSaveCategory() {
  const [create] = useMutation(CreateCategoryDocument, afterWrite('Category'));
  const [update] = useMutation(UpdateCategoryDocument, afterWrite('Category'));
  return {
    create: (title: string, image: File | null, idempotencyKey?: string) =>
      create({ variables: { input: { title }, image }, context: idempotent(idempotencyKey) }),
    update: (id: number, title: string, image: File | null, version?: number) =>
      update({ variables: { id, input: { title, version }, image } }),
  };
}

/** Delete, undo and what a delete does to themes, for DeleteWithConfirm (which evicts the cache entry). */
export function useDeleteCategory() {
  const client = useApolloClient();
  const [remove] = useMutation(DeleteCategoryDocument, afterWrite('Category'));
  const [restore] = useMutation(RestoreCategoryDocument, afterWrite('Category'));
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
