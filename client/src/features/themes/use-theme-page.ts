import { useEffect } from 'react';
import { ThemePageDocument, type ThemePageQuery } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';

export type ThemeDetail = NonNullable<ThemePageQuery['publicTheme']>;

/**
 * One theme of the catalogue for its page (a cached public read, server-rendered with the page):
 * undefined while it loads, null when there is no such theme.
 */
export function useThemePage(id: number): { theme: ThemeDetail | null | undefined; error: boolean } {
  const { data, error } = usePublicQuery(ThemePageDocument, { variables: { id }, skip: id <= 0 });
  useEffect(() => {
    if (error) console.error('Loading the theme failed', error);
  }, [error]);
  if (id <= 0) return { theme: null, error: false };
  return { theme: data ? data.publicTheme : undefined, error: Boolean(error) };
}
