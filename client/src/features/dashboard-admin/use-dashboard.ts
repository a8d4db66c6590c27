import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument, type AdminDashboardQuery } from '@/generated/graphql';

export type DashboardData = AdminDashboardQuery['dashboard'];

/** The overview; fetched again on every visit so the counts follow the latest changes. */
export function useDashboard() {
  const { data, loading, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  return { dashboard: data?.dashboard, loading, error, refetch };
}
