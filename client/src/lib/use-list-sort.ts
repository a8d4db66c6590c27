import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SortOrder {
  key: string;
  direction: 'asc' | 'desc';
}

/** The URL's `sort` holds a column key, `-` before it for descending: `?sort=-title`. */
export function parseSortParam(value: string | null): SortOrder | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  return /^[a-z][a-zA-Z]*$/.test(key) ? { key, direction: descending ? 'desc' : 'asc' } : null;
}

const collator = new Intl.Collator('fa', { numeric: true, sensitivity: 'base' });

/** Rows in the order asked, Persian text by Persian collation; rows without a value go last. */
export function sortRows<T>(
  rows: readonly T[],
  order: SortOrder | null,
  value: ((row: T) => string | number | null | undefined) | undefined,
): readonly T[] {
  if (!order || !value) return rows;
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

/**
 * A list's column order, kept in the URL beside its search and page so "back to the list" finds
 * it as it was. A click on the sorted column turns its direction; another column starts ascending.
 */
export function useListSort() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const order = useMemo(() => parseSortParam(raw), [raw]);
  const set = useCallback(
    (next: SortOrder) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('sort', `${next.direction === 'desc' ? '-' : ''}${next.key}`);
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  const toggle = useCallback(
    (key: string) => set({ key, direction: order?.key === key && order.direction === 'asc' ? 'desc' : 'asc' }),
    [order, set],
  );
  return { order, set, toggle };
}
