import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { useWorkSamplePlanOptions } from '@/features/work-sample-admin/use-admin-work-samples';
import { useSaveWorkSample } from '@/features/work-sample-admin/use-save-work-sample';
import { EMPTY_WORK_SAMPLE } from '@/features/work-sample-admin/work-sample-schema';
import { useSaveFeedback } from '@/lib/use-save-feedback';

/** docs/ARCHITECTURE.md §8: a successful add clears the form for the next sample; the admin stays here. */
export function AddWorkSamplePage() {
  const plans = useWorkSamplePlanOptions();
  const { create } = useSaveWorkSample();
  const { success } = useSaveFeedback();
  // A new form (empty, nothing to guard) for the next sample after each add.
  const [round, setRound] = useState(0);
  return (
    <AdminPage title="افزودن نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      <RecordFrame state={plans} skeletonRows={5}>
        {(plans) => (
          <WorkSampleForm
            key={round}
            mode="create"
            defaultValues={EMPTY_WORK_SAMPLE}
            plans={plans}
            onSave={async (values, { idempotencyKey }) => {
              await create(values, idempotencyKey);
              success('نمونه کار افزوده شد');
              setRound((n) => n + 1);
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
