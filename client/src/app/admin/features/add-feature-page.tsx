import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { FeatureForm } from '@/features/feature-admin/components/feature-form';
import { useSaveFeature } from '@/features/feature-admin/use-features';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddFeaturePage() {
  const navigate = useNavigate();
  const { create } = useSaveFeature();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="افزودن ویژگی" back={{ to: paths.admin.features }}>
      <FeatureForm
        defaultValues={{ title: '', isHeading: false }}
        submitLabel="افزودن ویژگی"
        onSave={async (input, { idempotencyKey }) => {
          await create(input, idempotencyKey);
          success('ویژگی جدید اضافه شد');
          void navigate(paths.admin.features);
        }}
      />
    </AdminPage>
  );
}
