import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { PlanForm } from '@/features/plan-admin/components/plan-form';
import { PLAN_LABELS, planToForm, toPlanInput } from '@/features/plan-admin/plan-schema';
import { useDeletePlan, usePlan, useSavePlan } from '@/features/plan-admin/use-plans';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditPlanPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const plan = usePlan(id);
  const { update } = useSavePlan();
  const { restore } = useDeletePlan();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش پلن" back={{ to: paths.admin.plans }}>
      <RecordFrame state={plan} id={id} missing="پلن پیدا نشد." skeletonRows={3}>
        {(plan) => (
          <PlanForm
            key={plan.id}
            defaultValues={planToForm(plan)}
            edit={{ version: plan.version, toForm: planToForm, labels: PLAN_LABELS, restore: () => restore(plan.id) }}
            submitLabel="ذخیره تغییرات"
            onSave={async (values, { version }) => {
              await update(plan.id, toPlanInput(values), version);
              success('پلن ویرایش شد');
              void navigate(listHref(paths.admin.plans));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
