import { createContext, useContext } from 'react';
import type { useThemeFilters } from './use-theme-filters';

type CatalogueFilters = ReturnType<typeof useThemeFilters>;

/** The catalogue's filters (useThemeFilters), for the chips and the list inside it. */
export const CatalogueFiltersContext = createContext<CatalogueFilters | null>(null);

export function useCatalogueFilters(): CatalogueFilters {
  const filters = useContext(CatalogueFiltersContext);
  if (!filters) throw new Error('useCatalogueFilters is used outside ThemeCatalogue');
  return filters;
}
