import { useAbsoluteUrl } from '@/lib/render-context';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { matchesFilters, type ThemeFilters } from '../theme-filters';
import { useCatalogueThemes, type CatalogueTheme } from '../use-catalogue-themes';
import type { ThemeDetail } from '../use-theme-page';

/** Prices are kept in tomans; search engines take the currency's unit, the rial (1 toman = 10 rials). */
const RIALS_PER_TOMAN = 10;

/** The catalogue as a list of the themes' pages. */
export function themeItemList(themes: readonly CatalogueTheme[], absolute: (path: string) => string): StructuredData {
  return {
    '@type': 'ItemList',
    name: 'قالب‌های سایت',
    numberOfItems: themes.length,
    itemListElement: themes.map((theme, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: theme.title,
      url: absolute(paths.theme(theme.id)),
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

/**
 * A theme's page as a Product: its views, its categories, and an offer per plan with a price
 * (yearly, in rials); a plan priced by agreement has no valid offer and is left out.
 */
export function themeProduct(theme: ThemeDetail, absolute: (path: string) => string): StructuredData {
  const url = absolute(paths.theme(theme.id));
  const offers = theme.plans
    .filter((plan) => plan.price != null)
    .map((plan) => ({
      '@type': 'Offer',
      name: plan.title,
      url,
      price: plan.price! * RIALS_PER_TOMAN,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
    }));
  return {
    '@type': 'Product',
    name: theme.title,
    sku: String(theme.id),
    url,
    image: [theme.imageUrl, theme.mobileImageUrl].filter((image): image is string => Boolean(image)).map(absolute),
    ...((theme.fullDescription || theme.shortDescription) && { description: theme.fullDescription || theme.shortDescription }),
    ...(theme.categories.length > 0 && { category: theme.categories.map((category) => category.title).join('، ') }),
    brand: { '@type': 'Brand', name: site.name },
    ...(offers.length > 0 && { offers }),
  };
}
