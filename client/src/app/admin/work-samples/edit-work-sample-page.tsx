import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { useAdminWorkSample, useDeleteWorkSample, useWorkSamplePlanOptions } from '@/features/work-sample-admin/use-admin-work-samples';
import { useSaveWorkSample } from '@/features/work-sample-admin/use-save-work-sample';
import { WORK_SAMPLE_LABELS, workSampleToForm } from '@/features/work-sample-admin/work-sample-schema';
import { listHref } from '@/lib/list-return';
import { allOf } from '@/lib/query-state';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditWorkSamplePage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const state = allOf({ sample: useAdminWorkSample(id), plans: useWorkSamplePlanOptions() });
  const { update } = useSaveWorkSample();
  const { restore } = useDeleteWorkSample();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      <RecordFrame state={state} id={id} missing="این نمونه کار پیدا نشد." skeletonRows={5}>
        {({ sample, plans }) => (
          <WorkSampleForm
            key={sample.id}
            mode="edit"
            defaultValues={{
              domainName: sample.domainName,
              title: sample.title,
              description: sample.description ?? '',
              isActive: sample.isActive,
              planIds: sample.plans.map((plan) => plan.id),
              image: null,
            }}
            currentImageUrl={sample.imageUrl}
            plans={plans}
            edit={{
              version: sample.version,
              toForm: (stored) =>
                workSampleToForm(
                  stored,
                  sample.plans.map((plan) => plan.id),
                ),
              labels: WORK_SAMPLE_LABELS,
              restore: () => restore(sample.id),
            }}
            onSave={async (values, { version }) => {
              await update(sample.id, values, version);
              success('نمونه کار ویرایش شد');
              void navigate(listHref(paths.admin.workSamples));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
