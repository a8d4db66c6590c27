import { startTransition, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStableCallback } from '@/lib/use-stable-callback';
import {
  clearFilter,
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  toggleFilter,
  type ThemeFilters,
  type ThemeFilterGroup,
} from './theme-filters';

const sameFilters = (a: ThemeFilters, b: ThemeFilters) => a.category === b.category && a.plan === b.plan;

/** Runs `task` once the browser has painted the current frame. */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * The catalogue filters live in the query string (`category`, `plan`), so a filtered list can be
 * shared, bookmarked and restored with the browser's back button. A click first shows its filters
 * (chips and cards, one cheap render), and only after that frame is painted does the URL follow,
 * as a transition: the history update and the route's re-render never hold the click's answer
 * back. The callbacks keep one identity, so memoised chips re-render only for their own state.
 */
export function useThemeFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const committed = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  // Filters clicked but not yet in the URL. Any change of the URL (this click's navigation, or
  // back and forward) ends them, so an old click never overrides the address shown.
  const [pending, setPending] = useState<ThemeFilters | null>(null);
  const [pendingOn, setPendingOn] = useState(search);
  if (pendingOn !== search) {
    setPendingOn(search);
    setPending(null);
  }
  const filters = pending && pendingOn === search ? pending : committed;

  const apply = useStableCallback((change: (current: ThemeFilters) => ThemeFilters) => {
    const next = change(filters);
    // The same filters again (say "all" while showing all): no history entry for the same URL.
    if (sameFilters(next, filters)) return;
    setPending(next);
    afterNextPaint(() => startTransition(() => setParams((current) => filtersToSearch(next, current))));
  });
  const toggle = useStableCallback((group: ThemeFilterGroup, id: number) => apply((f) => toggleFilter(f, group, id)));
  const clearGroup = useStableCallback((group: ThemeFilterGroup) => apply((f) => clearFilter(f, group)));
  const clear = useStableCallback(() => apply(() => NO_FILTERS));

  // One object per filter state: the catalogue passes it down through context.
  return useMemo(() => ({ filters, toggle, clearGroup, clear }), [filters, toggle, clearGroup, clear]);
}
