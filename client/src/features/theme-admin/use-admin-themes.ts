import { useQuery } from '@apollo/client/react';
import { AdminThemesDocument, type AdminThemesQuery } from '@/generated/graphql';

export type AdminThemeItem = AdminThemesQuery['themes'][number];

/** Every theme in display order (the server sorts by `sort`, then id). */
export function useAdminThemes() {
  const { data, loading, error, refetch } = useQuery(AdminThemesDocument, { fetchPolicy: 'cache-and-network' });
  return { themes: data?.themes, loading: loading && !data, error, refetch };
}
