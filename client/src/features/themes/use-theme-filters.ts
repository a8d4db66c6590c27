import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearFilter, filtersFromSearch, filtersToSearch, NO_FILTERS, toggleFilter, type ThemeFilterGroup } from './theme-filters';

/**
 * The catalogue filters live in the query string (`category`, `plan`), so a filtered list can be
 * shared, bookmarked and restored with the browser's back button.
 */
export function useThemeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);

  const toggle = useCallback(
    (group: ThemeFilterGroup, id: number) =>
      setParams((current) => filtersToSearch(toggleFilter(filtersFromSearch(current), group, id), current)),
    [setParams],
  );
  const clearGroup = useCallback(
    (group: ThemeFilterGroup) => setParams((current) => filtersToSearch(clearFilter(filtersFromSearch(current), group), current)),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => filtersToSearch(NO_FILTERS, current)), [setParams]);

  return { filters, toggle, clearGroup, clear };
}
