import { useAbsoluteUrl } from '@/lib/render-context';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
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
      url: theme.link,
      ...(theme.imageUrl && { image: absolute(theme.imageUrl) }),
    })),
  };
}

/** The whole catalogue, from the query the page starts with (no second request). */
export function ThemeStructuredData() {
  const { themes } = useCatalogueThemes();
  const absolute = useAbsoluteUrl();
  if (!themes?.length) return null;
  return <JsonLd data={themeItemList(themes, absolute)} />;
}
