import { useEffect } from 'react';
import { CatalogueThemesDocument, type CatalogueThemesQuery } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';

export type CatalogueTheme = CatalogueThemesQuery['themes'][number];

/**
 * The whole public catalogue: one request (and one server-rendered state) for every filter, since
 * each theme carries its categories and plans and the filters narrow it in the browser. The
 * query's own filter variables stay for other clients; the site leaves them unset.
 */
export function useCatalogueThemes() {
  const { data, loading, error } = usePublicQuery(CatalogueThemesDocument);
  // The spec keeps load failures out of the visitor's way: they are only logged.
  useEffect(() => {
    if (error) console.error('Loading themes failed', error);
  }, [error]);
  return { themes: data?.themes, loading, error };
}
