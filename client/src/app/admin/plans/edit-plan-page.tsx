import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { PlanForm } from '@/features/plan-admin/components/plan-form';
import { toPlanField, toPlanInput } from '@/features/plan-admin/plan-schema';
import { usePlan, useSavePlan } from '@/features/plan-admin/use-plans';
import { describeApiError } from '@/lib/api-error';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';

export function EditPlanPage() {
  const id = useRouteId() ?? 0;
  const navigate = useNavigate();
  const { plan, loading, error, refetch } = usePlan(id);
  const { update } = useSavePlan();
  const { success } = useSaveFeedback();
  const problem = error ? describeApiError(error) : null;

  return (
    <AdminPage title="ویرایش پلن" back={{ to: paths.admin.plans }}>
      {loading ? (
        <TableSkeleton rows={3} />
      ) : problem?.status === 404 ? (
        <Alert severity="warning">{problem.message}</Alert>
      ) : error || !plan ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <PlanForm
          key={plan.id}
          defaultValues={{
            title: plan.title,
            listPrice: toPlanField(plan.listPrice),
            price: toPlanField(plan.price),
            hostingSpaceGb: toPlanField(plan.hostingSpaceGb),
          }}
          submitLabel="ذخیره تغییرات"
          onSave={async (values) => {
            await update(id, toPlanInput(values));
            success('پلن ویرایش شد');
            navigate(listHref(paths.admin.plans));
          }}
        />
      )}
    </AdminPage>
  );
}
