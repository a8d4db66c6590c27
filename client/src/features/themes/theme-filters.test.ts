import { clearFilter, filtersFromSearch, filtersToSearch, hasFilters, matchesFilters, NO_FILTERS, toggleFilter } from './theme-filters';

describe('toggleFilter', () => {
  it('selects a value in an empty group', () => {
    expect(toggleFilter(NO_FILTERS, 'category', 3)).toEqual({ category: 3, plan: null });
  });

  it('clears the group when the selected value is picked again', () => {
    expect(toggleFilter({ category: 3, plan: 2 }, 'category', 3)).toEqual({ category: null, plan: 2 });
    expect(toggleFilter({ category: 3, plan: 2 }, 'plan', 2)).toEqual({ category: 3, plan: null });
  });

  it('replaces the old value of the same group and leaves the other group alone', () => {
    expect(toggleFilter({ category: 3, plan: 2 }, 'category', 5)).toEqual({ category: 5, plan: 2 });
    expect(toggleFilter({ category: 3, plan: 2 }, 'plan', 4)).toEqual({ category: 3, plan: 4 });
  });

  it('does not change the filters it was given', () => {
    const filters = { category: 1, plan: null };
    toggleFilter(filters, 'category', 1);
    expect(filters).toEqual({ category: 1, plan: null });
  });
});

describe('clearFilter', () => {
  it('clears one group and keeps the other', () => {
    expect(clearFilter({ category: 3, plan: 2 }, 'category')).toEqual({ category: null, plan: 2 });
    expect(clearFilter({ category: 3, plan: 2 }, 'plan')).toEqual({ category: 3, plan: null });
    expect(clearFilter(NO_FILTERS, 'plan')).toEqual(NO_FILTERS);
  });
});

describe('filtersFromSearch', () => {
  it('reads category and plan ids', () => {
    expect(filtersFromSearch(new URLSearchParams('category=2&plan=1'))).toEqual({ category: 2, plan: 1 });
  });

  it('treats missing, empty, non-numeric, zero and negative values as no filter', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('category=&plan=abc'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('category=0&plan=-1'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('category=1.5&plan=2e3'))).toEqual(NO_FILTERS);
  });
});

describe('filtersToSearch', () => {
  it('writes the set filters and leaves unset ones out', () => {
    expect(filtersToSearch({ category: 2, plan: null }).toString()).toBe('category=2');
    expect(filtersToSearch({ category: 2, plan: 1 }).toString()).toBe('category=2&plan=1');
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('keeps unrelated parameters and removes a cleared filter', () => {
    const current = new URLSearchParams('utm_source=ad&category=2&plan=1');
    expect(filtersToSearch({ category: null, plan: 1 }, current).toString()).toBe('utm_source=ad&plan=1');
    expect(current.toString()).toBe('utm_source=ad&category=2&plan=1');
  });

  it('round-trips with filtersFromSearch', () => {
    const filters = { category: 7, plan: 3 };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('hasFilters', () => {
  it('is true when either group is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ category: 1, plan: null })).toBe(true);
    expect(hasFilters({ category: null, plan: 4 })).toBe(true);
  });
});

describe('matchesFilters', () => {
  const theme = { categories: [{ id: 2 }, { id: 5 }], plans: [{ id: 1 }] };

  it('keeps every theme when no filter is set', () => {
    expect(matchesFilters(theme, NO_FILTERS)).toBe(true);
    expect(matchesFilters({ categories: [], plans: [] }, NO_FILTERS)).toBe(true);
  });

  it('keeps a theme in the chosen category and offered in the chosen plan, and only those', () => {
    expect(matchesFilters(theme, { category: 5, plan: null })).toBe(true);
    expect(matchesFilters(theme, { category: 5, plan: 1 })).toBe(true);
    expect(matchesFilters(theme, { category: 3, plan: null })).toBe(false);
    expect(matchesFilters(theme, { category: 2, plan: 4 })).toBe(false);
  });
});
