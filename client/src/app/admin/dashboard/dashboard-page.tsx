import Box from '@mui/material/Box';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { CountGrid, type CountCardItem } from '@/features/dashboard-admin/components/count-card';
import { DashboardSection } from '@/features/dashboard-admin/components/dashboard-section';
import { DashboardSkeleton } from '@/features/dashboard-admin/components/dashboard-skeleton';
import { ExpiringPlans } from '@/features/dashboard-admin/components/expiring-plans';
import { FirstContactSection } from '@/features/dashboard-admin/components/first-contact-section';
import { NewestOrders } from '@/features/dashboard-admin/components/newest-orders';
import { RequestTrendsSection } from '@/features/dashboard-admin/components/request-trends-section';
import { countFor } from '@/features/dashboard-admin/dashboard-figures';
import { useDashboard, type DashboardData } from '@/features/dashboard-admin/use-dashboard';
import { ORDER_STATUSES, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '@/lib/order-status';

const ordersWithStatus = (status: string) => `${paths.admin.orders}?status=${status}`;
const customersWithStatus = (status: 'ACTIVE' | 'INACTIVE') => `${paths.admin.customers}?status=${status}`;

function orderCards(dashboard: DashboardData): CountCardItem[] {
  return [
    { label: 'همه درخواست‌ها', count: dashboard.totalOrders, to: paths.admin.orders },
    ...ORDER_STATUSES.map((status) => ({
      label: ORDER_STATUS_LABELS[status],
      count: countFor(dashboard.ordersByStatus, status),
      to: ordersWithStatus(status),
      color: ORDER_STATUS_COLORS[status],
    })),
  ];
}

/** The customers list filters customers by whether they hold an active plan. */
function customerCards(dashboard: DashboardData): CountCardItem[] {
  return [
    { label: 'طرح‌های فعال', count: dashboard.activeCustomerPlans, to: customersWithStatus('ACTIVE'), color: 'success' },
    { label: 'طرح‌های غیرفعال', count: dashboard.inactiveCustomerPlans, to: customersWithStatus('INACTIVE'), color: 'error' },
    { label: 'مشتریان', count: dashboard.customers, to: paths.admin.customers },
  ];
}

/** /admin/dashboard: what needs a call today and which renewals are due. */
export function DashboardPage() {
  const { data: dashboard, loading, error, refetch } = useDashboard();

  let content;
  if (!dashboard && loading) content = <DashboardSkeleton />;
  else if (!dashboard) content = error ? <LoadError onRetry={() => void refetch()} /> : <DashboardSkeleton />;
  else
    content = (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <DashboardSection title="درخواست‌های مشتریان">
          <CountGrid label="تعداد درخواست‌ها" items={orderCards(dashboard)} />
        </DashboardSection>
        <FirstContactSection pendingTo={ordersWithStatus('PENDING')} />
        <DashboardSection title="مشتریان و طرح‌ها">
          <CountGrid label="تعداد مشتریان و طرح‌ها" items={customerCards(dashboard)} />
        </DashboardSection>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <NewestOrders orders={dashboard.newestPendingOrders} listTo={ordersWithStatus('PENDING')} />
          <ExpiringPlans
            plans={dashboard.expiringCustomerPlans}
            total={dashboard.expiringCustomerPlansCount}
            customerPlansTo={paths.admin.customerPlans}
          />
        </Box>
        <RequestTrendsSection />
      </Box>
    );

  return <AdminPage title="داشبورد">{content}</AdminPage>;
}
