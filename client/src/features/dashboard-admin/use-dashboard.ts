import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument, type AdminDashboardQuery } from '@/generated/graphql';
import { queryState } from '@/lib/query-state';

export type DashboardData = AdminDashboardQuery['dashboard'];

/** The overview; fetched again on every visit so the counts follow the latest changes. */
export function useDashboard() {
  const result = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.dashboard);
}
