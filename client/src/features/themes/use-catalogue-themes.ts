import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CatalogueThemesDocument, type CatalogueThemesQuery } from '@/generated/graphql';

export type CatalogueTheme = CatalogueThemesQuery['themes'][number];

/** The public catalogue, narrowed by the server whenever a filter is set. */
export function useCatalogueThemes(filters: { categoryId?: number | null; planId?: number | null } = {}) {
  // Unset filters are left out rather than sent as null, so the unfiltered list is one cache entry.
  const variables = {
    ...(filters.categoryId != null && { categoryId: filters.categoryId }),
    ...(filters.planId != null && { planId: filters.planId }),
  };
  const { data, loading, error } = useQuery(CatalogueThemesDocument, { variables });
  // The spec keeps load failures out of the visitor's way: they are only logged.
  useEffect(() => {
    if (error) console.error('Loading themes failed', error);
  }, [error]);
  return { themes: data?.themes, loading, error };
}
