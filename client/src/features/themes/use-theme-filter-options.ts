import { useEffect } from 'react';
import { ThemeFilterOptionsDocument } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';

/** The categories and plans a visitor can narrow the catalogue by. */
export function useThemeFilterOptions() {
  const { data, loading, error } = usePublicQuery(ThemeFilterOptionsDocument);
  useEffect(() => {
    if (error) console.error('Loading theme filters failed', error);
  }, [error]);
  return { categories: data?.categories, plans: data?.plans, loading };
}
