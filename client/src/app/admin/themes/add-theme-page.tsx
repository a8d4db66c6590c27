import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import { EMPTY_THEME } from '@/features/theme-admin/theme-schema';
import { useThemeFormOptions } from '@/features/theme-admin/use-theme-form-data';
import { useSaveTheme } from '@/features/theme-admin/use-save-theme';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddThemePage() {
  const navigate = useNavigate();
  const { options, loading, refetch } = useThemeFormOptions();
  const { create } = useSaveTheme();
  const { success } = useSaveFeedback();
  return (
    <AdminPage title="افزودن قالب" back={{ to: paths.admin.themes, label: 'بازگشت به قالب‌ها' }}>
      {loading ? (
        <TableSkeleton rows={6} />
      ) : !options ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <ThemeForm
          mode="create"
          defaultValues={EMPTY_THEME}
          options={options}
          onSave={async (values, { idempotencyKey }) => {
            await create(values, idempotencyKey);
            success('قالب افزوده شد');
            navigate(paths.admin.themes);
          }}
        />
      )}
    </AdminPage>
  );
}
