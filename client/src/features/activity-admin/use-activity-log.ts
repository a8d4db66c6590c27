import { useQuery } from '@apollo/client/react';
import { ActivityLogDocument, type ActivityEntity, type ActivityLogQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type ActivityEntry = ActivityLogQuery['activityLog']['items'][number];

export interface ActivityFilters {
  page: number;
  adminId: number | null;
  entityType: ActivityEntity | null;
  from: string | null;
  to: string | null;
}

/** One page of the log, newest first; fresh from the server whenever the screen opens. */
export function useActivityLog(filters: ActivityFilters) {
  const result = useQuery(ActivityLogDocument, { variables: filters, fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.activityLog);
}
