import { useQuery } from '@apollo/client/react';
import { AdminThemeDocument, ThemeFormOptionsDocument, type ThemeFormOptionsQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type ThemeFormOptions = ThemeFormOptionsQuery;

/** The plans and categories a theme can be offered in, for the form's multi-selects. */
export function useThemeFormOptions() {
  const result = useQuery(ThemeFormOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data);
}

/** One theme as the edit form starts from; always fresh from the server. */
export function useAdminTheme(id: number | null) {
  const result = useQuery(AdminThemeDocument, {
    variables: { id: id ?? 0 },
    fetchPolicy: 'network-only',
    skip: id === null,
  });
  return queryState(result, (data) => data.theme);
}
