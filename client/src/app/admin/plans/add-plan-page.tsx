import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { PlanForm } from '@/features/plan-admin/components/plan-form';
import { EMPTY_PLAN, toPlanInput } from '@/features/plan-admin/plan-schema';
import { useSavePlan } from '@/features/plan-admin/use-plans';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddPlanPage() {
  const navigate = useNavigate();
  const { create } = useSavePlan();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="افزودن پلن" back={{ to: paths.admin.plans }}>
      <PlanForm
        defaultValues={EMPTY_PLAN}
        submitLabel="افزودن پلن"
        onSave={async (values, { idempotencyKey }) => {
          await create(toPlanInput(values), idempotencyKey);
          success('پلن جدید افزوده شد');
          void navigate(paths.admin.plans);
        }}
      />
    </AdminPage>
  );
}
