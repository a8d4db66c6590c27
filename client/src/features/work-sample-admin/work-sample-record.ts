import { paths } from '@/config/paths';
import { allOf } from '@/lib/query-state';
import { defineRecord } from '@/lib/use-edit-record';
import { useAdminWorkSample, useDeleteWorkSample, useWorkSamplePlanOptions } from './use-admin-work-samples';
import { useSaveWorkSample } from './use-save-work-sample';
import { WORK_SAMPLE_LABELS, workSampleToForm, type WorkSampleFormValues } from './work-sample-schema';

/** The sample and the plans it may be tagged with. */
function useWorkSampleEditData(id: number | null) {
  return allOf({ sample: useAdminWorkSample(id), plans: useWorkSamplePlanOptions() });
}

function useWorkSampleWrite() {
  const { update } = useSaveWorkSample();
  const { restore } = useDeleteWorkSample();
  return {
    update: (sample: { id: number }, values: WorkSampleFormValues, version?: number) => update(sample.id, values, version),
    restore,
  };
}

/** A work sample's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const workSampleRecord = defineRecord({
  title: 'ویرایش نمونه کار',
  missing: 'این نمونه کار پیدا نشد.',
  saved: 'نمونه کار ویرایش شد',
  skeletonRows: 5,
  list: { to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' },
  useLoad: useWorkSampleEditData,
  recordOf: ({ sample }) => sample,
  useWrite: useWorkSampleWrite,
  // The plans stay as loaded: a conflict compares the fields the server versions.
  toForm: (stored, sample) =>
    workSampleToForm(
      stored,
      sample.plans.map((plan) => plan.id),
    ),
  labels: WORK_SAMPLE_LABELS,
});
