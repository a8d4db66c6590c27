import { useQuery } from '@apollo/client/react';
import { AdminThemeDocument, ThemeFormOptionsDocument, type ThemeFormOptionsQuery } from '@/generated/graphql';

export type ThemeFormOptions = ThemeFormOptionsQuery;

/** The plans and categories a theme can be offered in, for the form's multi-selects. */
export function useThemeFormOptions() {
  const { data, loading, error, refetch } = useQuery(ThemeFormOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return { options: data, loading: loading && !data, error, refetch };
}

/** One theme as the edit form starts from; always fresh from the server. */
export function useAdminTheme(id: number) {
  const { data, loading, error, refetch } = useQuery(AdminThemeDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(id),
  });
  return { theme: data?.theme, loading: loading && !data, error, refetch };
}
