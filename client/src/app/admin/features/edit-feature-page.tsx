import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { FeatureForm } from '@/features/feature-admin/components/feature-form';
import { useDeleteFeature, useFeature, useSaveFeature } from '@/features/feature-admin/use-features';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditFeaturePage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const feature = useFeature(id);
  const { update } = useSaveFeature();
  const { restore } = useDeleteFeature();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش ویژگی" back={{ to: paths.admin.features }}>
      <RecordFrame state={feature} id={id} missing="ویژگی پیدا نشد." skeletonRows={2}>
        {(feature) => (
          <FeatureForm
            key={feature.id}
            defaultValues={{ title: feature.title, isHeading: feature.isHeading }}
            edit={{
              version: feature.version,
              toForm: (stored) => ({ title: String(stored.title ?? ''), isHeading: stored.isHeading === true }),
              labels: { title: 'عنوان', isHeading: 'سرفصل جدول مقایسه' },
              restore: () => restore(feature.id),
            }}
            submitLabel="ذخیره تغییرات"
            onSave={async (input, { version }) => {
              await update(feature.id, input, version);
              success('ویژگی ویرایش شد');
              void navigate(listHref(paths.admin.features));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
