import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { PlanFeaturesForm } from '@/features/plan-admin/components/plan-features-form';
import { usePlanFeatureChoices } from '@/features/plan-admin/use-plans';
import { describeApiError } from '@/lib/api-error';
import { useRouteId } from '../use-route-id';

export function PlanFeaturesPage() {
  const id = useRouteId() ?? 0;
  const { plan, features, loading, error, refetch } = usePlanFeatureChoices(id);
  const problem = error ? describeApiError(error) : null;

  return (
    <AdminPage title="مدیریت ویژگی‌های پلن" back={{ to: paths.admin.plans }}>
      {loading ? (
        <TableSkeleton rows={8} />
      ) : problem?.status === 404 ? (
        <Alert severity="warning">{problem.message}</Alert>
      ) : error || !plan || !features ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {`پلن: ${plan.title}`}
          </Typography>
          {features.length === 0 ? (
            <EmptyState title="هیچ ویژگی‌ای موجود نیست." />
          ) : (
            <PlanFeaturesForm key={plan.id} planId={plan.id} initialIds={plan.featureIds} features={features} />
          )}
        </>
      )}
    </AdminPage>
  );
}
