import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ThemeFilterOptionsDocument } from '@/generated/graphql';

/** The categories and plans a visitor can narrow the catalogue by. */
export function useThemeFilterOptions() {
  const { data, loading, error } = useQuery(ThemeFilterOptionsDocument);
  useEffect(() => {
    if (error) console.error('Loading theme filters failed', error);
  }, [error]);
  return { categories: data?.categories, plans: data?.plans, loading };
}
