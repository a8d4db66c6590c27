import { useAbsoluteUrl } from '@/lib/render-context';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { matchesFilters, type ThemeFilters } from '../theme-filters';
import { useCatalogueThemes, type CatalogueTheme } from '../use-catalogue-themes';

/** The catalogue as a list of the themes' live demos. */
export function themeItemList(themes: readonly CatalogueTheme[], absolute: (path: string) => string): StructuredData {
  return {
    '@type': 'ItemList',
    name: 'قالب‌های سایت',
    numberOfItems: themes.length,
    itemListElement: themes.map((theme, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: theme.title,
      url: absolute(theme.link),
      ...(theme.imageUrl && { image: absolute(theme.imageUrl) }),
    })),
  };
}

/** The themes the page shows (the filters applied), from the query the page starts with (no second request). */
export function ThemeStructuredData({ filters }: { filters: ThemeFilters }) {
  const { themes } = useCatalogueThemes();
  const absolute = useAbsoluteUrl();
  const shown = themes?.filter((theme) => matchesFilters(theme, filters));
  if (!shown?.length) return null;
  return <JsonLd data={themeItemList(shown, absolute)} />;
}
