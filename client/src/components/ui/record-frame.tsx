import type { ReactNode } from 'react';
import { describeApiError } from '@/lib/api-error';
import type { QueryState } from '@/lib/query-state';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-skeleton';

interface RecordFrameProps<T> {
  state: QueryState<T>;
  /** What the page is about; `missing` is said when the route's id is not one (`/edit/abc`). */
  id?: number | null;
  /** Said when the address names no record, or one that is not there (404), e.g. 'مشتری پیدا نشد.'. */
  missing?: string;
  skeletonRows?: number;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * The one ladder of every back-office record page, as ListFrame is for lists: the form once its
 * data is here; a record that does not exist, or one the server keeps from this admin (403),
 * told as a state a retry would not change; any other failure with a retry; else a skeleton.
 */
export function RecordFrame<T>({ state, id, missing = 'پیدا نشد.', skeletonRows = 4, children }: RecordFrameProps<T>) {
  if (id === null) return <EmptyState title={missing} />;
  const { data, loading, error, refetch } = state;
  if (data !== undefined && data !== null) return children(data);
  if (error && !loading) {
    const { status, message } = describeApiError(error);
    if (status === 404) return <EmptyState title={missing} />;
    if (status === 403) return <EmptyState title={message} />;
    return <LoadError onRetry={() => void refetch()} />;
  }
  return <TableSkeleton rows={skeletonRows} />;
}
