import type { CustomerStatus, SortDirection } from '@/generated/graphql';

/** The status filter as the URL holds it: no value means every customer (spec §4). */
export function statusFromParam(value: string): CustomerStatus | null {
  return value === 'ACTIVE' || value === 'INACTIVE' ? value : null;
}

/** Spec §4 and §9: newest first unless the list was turned to oldest first. */
export function sortFromParam(value: string): SortDirection {
  return value === 'ASC' ? 'ASC' : 'DESC';
}

/** The default order stays out of the URL, so the plain list has one address. */
export function toggledSort(current: SortDirection): SortDirection | null {
  return current === 'DESC' ? 'ASC' : null;
}
