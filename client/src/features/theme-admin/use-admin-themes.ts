import { useQuery } from '@apollo/client/react';
import { AdminThemesDocument, type AdminThemesQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type AdminThemeItem = AdminThemesQuery['themes'][number];

/** Every theme in display order (the server sorts by `sort`, then id). */
export function useAdminThemes() {
  const result = useQuery(AdminThemesDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.themes);
}
