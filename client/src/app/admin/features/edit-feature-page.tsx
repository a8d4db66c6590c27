import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { FeatureForm } from '@/features/feature-admin/components/feature-form';
import { useFeature, useSaveFeature } from '@/features/feature-admin/use-features';
import { describeApiError } from '@/lib/api-error';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';

export function EditFeaturePage() {
  const id = useRouteId() ?? 0;
  const navigate = useNavigate();
  const { feature, loading, error, refetch } = useFeature(id);
  const { update } = useSaveFeature();
  const { success } = useSaveFeedback();
  const problem = error ? describeApiError(error) : null;

  return (
    <AdminPage title="ویرایش ویژگی" back={{ to: paths.admin.features }}>
      {loading ? (
        <TableSkeleton rows={2} />
      ) : problem?.status === 404 ? (
        <Alert severity="warning">{problem.message}</Alert>
      ) : error || !feature ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <FeatureForm
          key={feature.id}
          defaultValues={{ title: feature.title, isHeading: feature.isHeading }}
          submitLabel="ذخیره تغییرات"
          onSave={async (input) => {
            await update(id, input);
            success('ویژگی ویرایش شد');
            navigate(listHref(paths.admin.features));
          }}
        />
      )}
    </AdminPage>
  );
}
