import Typography from '@mui/material/Typography';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { PlanFeaturesForm } from '@/features/plan-admin/components/plan-features-form';
import { usePlanFeatureChoices } from '@/features/plan-admin/use-plans';
import { useRouteId } from '../use-route-id';

export function PlanFeaturesPage() {
  const id = useRouteId();
  const choices = usePlanFeatureChoices(id);

  return (
    <AdminPage title="مدیریت ویژگی‌های پلن" back={{ to: paths.admin.plans }}>
      <RecordFrame state={choices} id={id} missing="پلن پیدا نشد." skeletonRows={8}>
        {({ plan, features }) => (
          <>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {`پلن: ${plan.title}`}
            </Typography>
            {features.length === 0 ? (
              <EmptyState title="هیچ ویژگی‌ای موجود نیست." />
            ) : (
              <PlanFeaturesForm
                key={plan.id}
                planId={plan.id}
                initialIds={plan.featureIds}
                initialVersion={plan.version}
                features={features}
              />
            )}
          </>
        )}
      </RecordFrame>
    </AdminPage>
  );
}
