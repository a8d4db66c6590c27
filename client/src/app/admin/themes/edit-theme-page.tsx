import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import { useSaveTheme } from '@/features/theme-admin/use-save-theme';
import { useAdminTheme, useThemeFormOptions } from '@/features/theme-admin/use-theme-form-data';
import { listHref } from '@/lib/list-return';
import { allOf } from '@/lib/query-state';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditThemePage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const state = allOf({ theme: useAdminTheme(id), options: useThemeFormOptions() });
  const { update } = useSaveTheme();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش قالب" back={{ to: paths.admin.themes, label: 'بازگشت به قالب‌ها' }}>
      <RecordFrame state={state} id={id} missing="این قالب پیدا نشد." skeletonRows={6}>
        {({ theme, options }) => (
          <ThemeForm
            mode="edit"
            defaultValues={{
              title: theme.title,
              link: theme.link,
              shortDescription: theme.shortDescription ?? '',
              fullDescription: theme.fullDescription ?? '',
              image: null,
              mobileImage: null,
              planIds: theme.plans.map((plan) => plan.id),
              categoryIds: theme.categories.map((category) => category.id),
            }}
            current={theme}
            options={options}
            onSave={async (values) => {
              await update(theme.id, values);
              success('قالب ویرایش شد');
              void navigate(listHref(paths.admin.themes));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
