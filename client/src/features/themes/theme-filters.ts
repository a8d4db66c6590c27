/** The catalogue's filters; null means "any". Each group holds at most one value. */
export interface ThemeFilters {
  category: number | null;
  plan: number | null;
}

export type ThemeFilterGroup = keyof ThemeFilters;

export const NO_FILTERS: ThemeFilters = { category: null, plan: null };

/**
 * A visitor picked a value: picking the selected one again clears its group, any other value
 * replaces the group's old one. The other group is untouched.
 */
export function toggleFilter(filters: ThemeFilters, group: ThemeFilterGroup, id: number): ThemeFilters {
  return { ...filters, [group]: filters[group] === id ? null : id };
}

/** "All" in one group: that group is cleared, the other kept. */
export function clearFilter(filters: ThemeFilters, group: ThemeFilterGroup): ThemeFilters {
  return { ...filters, [group]: null };
}

/** Ids in the URL are positive integers; anything else (typos, old links) means "any". */
function parseId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The filters a URL's query string asks for (`category` and `plan`). */
export function filtersFromSearch(params: URLSearchParams): ThemeFilters {
  return { category: parseId(params.get('category')), plan: parseId(params.get('plan')) };
}

/**
 * The query string for these filters; other parameters already in the URL are kept, and an
 * unset filter leaves the URL altogether.
 */
export function filtersToSearch(filters: ThemeFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const group of ['category', 'plan'] as const) {
    const value = filters[group];
    if (value === null) next.delete(group);
    else next.set(group, String(value));
  }
  return next;
}

export function hasFilters(filters: ThemeFilters): boolean {
  return filters.category !== null || filters.plan !== null;
}

/** Whether a theme belongs to the filtered catalogue: in the category and offered in the plan chosen. */
export function matchesFilters(
  theme: { categories: readonly { id: number }[]; plans: readonly { id: number }[] },
  filters: ThemeFilters,
): boolean {
  return (
    (filters.category === null || theme.categories.some((category) => category.id === filters.category)) &&
    (filters.plan === null || theme.plans.some((plan) => plan.id === filters.plan))
  );
}
