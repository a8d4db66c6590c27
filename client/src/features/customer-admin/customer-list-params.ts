import type { CustomerStatus, SortDirection } from '@/generated/graphql';

/** The status filter as the URL holds it: no value means every customer (docs/ARCHITECTURE.md §4). */
export function statusFromParam(value: string): CustomerStatus | null {
  return value === 'ACTIVE' || value === 'INACTIVE' ? value : null;
}

/**
 * docs/ARCHITECTURE.md §4 and §9: newest first unless the list was turned to oldest first, `?created=asc`.
 * `?sort=` means a column's order on every list (ResponsiveRows); links saved before the
 * created-date order had its own name say `?sort=ASC`, and still open oldest first.
 */
export function createdOrderFromParams(created: string, legacySort: string): SortDirection {
  return created === 'asc' || legacySort === 'ASC' ? 'ASC' : 'DESC';
}

/** The default order stays out of the URL, so the plain list has one address. */
export function toggledCreatedOrder(current: SortDirection): 'asc' | null {
  return current === 'DESC' ? 'asc' : null;
}

/** A legacy `?sort=ASC`/`DESC` is dropped once the order is changed; a column sort stays. */
export function isLegacyCreatedOrder(sort: string): boolean {
  return sort === 'ASC' || sort === 'DESC';
}
