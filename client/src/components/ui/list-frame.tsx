import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { describeApiError } from '@/lib/api-error';
import { rememberListView } from '@/lib/list-return';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Pager } from './pager';
import { TableSkeleton } from './table-skeleton';

/** What a list screen's query hook gives the frame. */
export interface ListState<T> {
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface ListFrameProps<T> {
  state: ListState<T>;
  /** Nothing has been recorded yet. */
  empty: string;
  /** Records exist, but none matches the search or filters. */
  noResults?: string;
  filtered?: boolean;
  pages?: { current: number; last: number; onChange: (page: number) => void };
  skeletonRows?: number;
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * The one ladder of every back-office list: rows once they are here (kept while a refetch runs),
 * else the failure with a retry, else a skeleton; "nothing yet" and "nothing matches" told apart;
 * the pager under the rows.
 */
export function ListFrame<T>({ state, empty, noResults, filtered = false, pages, skeletonRows, children }: ListFrameProps<T>) {
  const { rows, loading, error, refetch } = state;
  const { pathname, search } = useLocation();
  useEffect(() => rememberListView(pathname, search), [pathname, search]);
  if (!rows) {
    // A screen the server refuses to this admin (superadmins' only) says so; trying again would not help.
    if (error && describeApiError(error).status === 403) return <EmptyState title="دسترسی ندارید" />;
    if (error && !loading) return <LoadError onRetry={() => void refetch()} />;
    return <TableSkeleton rows={skeletonRows} />;
  }
  if (rows.length === 0) return <EmptyState title={filtered && noResults ? noResults : empty} />;
  return (
    <>
      {children(rows)}
      {pages && <Pager current={pages.current} last={pages.last} onChange={pages.onChange} />}
    </>
  );
}
