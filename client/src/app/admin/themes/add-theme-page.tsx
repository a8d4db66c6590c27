import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import { EMPTY_THEME } from '@/features/theme-admin/theme-schema';
import { useSaveTheme } from '@/features/theme-admin/use-save-theme';
import { useThemeFormOptions } from '@/features/theme-admin/use-theme-form-data';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddThemePage() {
  const navigate = useNavigate();
  const options = useThemeFormOptions();
  const { create } = useSaveTheme();
  const { success } = useSaveFeedback();
  return (
    <AdminPage title="افزودن قالب" back={{ to: paths.admin.themes, label: 'بازگشت به قالب‌ها' }}>
      <RecordFrame state={options} skeletonRows={6}>
        {(options) => (
          <ThemeForm
            mode="create"
            defaultValues={EMPTY_THEME}
            options={options}
            onSave={async (values, { idempotencyKey }) => {
              await create(values, idempotencyKey);
              success('قالب افزوده شد');
              void navigate(paths.admin.themes);
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
