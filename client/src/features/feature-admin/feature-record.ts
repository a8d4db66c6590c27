import { paths } from '@/config/paths';
import { defineRecord } from '@/lib/use-edit-record';
import type { CheckedFeature, FeatureFormValues } from './feature-schema';
import { useDeleteFeature, useFeature, useSaveFeature } from './use-features';

function useFeatureWrite() {
  const { update } = useSaveFeature();
  const { restore } = useDeleteFeature();
  return { update: (feature: { id: number }, input: CheckedFeature, version?: number) => update(feature.id, input, version), restore };
}

/** A plan feature's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const featureRecord = defineRecord({
  title: 'ویرایش ویژگی',
  missing: 'ویژگی پیدا نشد.',
  saved: 'ویژگی ویرایش شد',
  skeletonRows: 2,
  list: { to: paths.admin.features },
  useLoad: useFeature,
  recordOf: (feature) => feature,
  useWrite: useFeatureWrite,
  toForm: (stored): FeatureFormValues => ({ title: String(stored.title ?? ''), isHeading: stored.isHeading === true }),
  labels: { title: 'عنوان', isHeading: 'سرفصل جدول مقایسه' },
});
