import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toLatinDigits } from './format';

/**
 * A list screen's search, filters, sort and page live in the URL, so a reload, the back button
 * or a shared link shows the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>() {
  const [params, setParams] = useSearchParams();

  const get = useCallback((key: K | 'page'): string => params.get(key) ?? '', [params]);

  const page = Math.max(1, Number.parseInt(toLatinDigits(params.get('page') ?? ''), 10) || 1);

  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [string, string | number | null | undefined][]) {
            if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );

  return { get, page, set, setPage: (value: number) => set({ page: value } as Partial<Record<K | 'page', number>>) };
}
