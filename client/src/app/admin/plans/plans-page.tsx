import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { AdminPlanTable } from '@/features/plan-admin/components/admin-plan-table';
import { usePlanList } from '@/features/plan-admin/use-plans';

export function PlansPage() {
  const { data: plans, loading, error, refetch } = usePlanList();

  return (
    <AdminPage title="پلن‌ها" add={{ label: 'افزودن پلن', to: paths.admin.addPlan }}>
      {loading ? (
        <TableSkeleton />
      ) : error || !plans ? (
        <LoadError onRetry={() => void refetch()} />
      ) : plans.length === 0 ? (
        <EmptyState title="هیچ پلنی موجود نیست." />
      ) : (
        <AdminPlanTable plans={plans} />
      )}
    </AdminPage>
  );
}
