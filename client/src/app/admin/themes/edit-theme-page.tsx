import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import { useAdminTheme, useThemeFormOptions } from '@/features/theme-admin/use-theme-form-data';
import { describeApiError } from '@/lib/api-error';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';
import { useSaveTheme } from '@/features/theme-admin/use-save-theme';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function EditThemePage() {
  const navigate = useNavigate();
  const id = useRouteId() ?? 0;
  const { theme, loading, error, refetch } = useAdminTheme(id);
  const { options, loading: optionsLoading, refetch: refetchOptions } = useThemeFormOptions();
  const { update } = useSaveTheme();
  const { success } = useSaveFeedback();
  const missing = !Number.isInteger(id) || (error && describeApiError(error).status === 404);

  return (
    <AdminPage title="ویرایش قالب" back={{ to: paths.admin.themes, label: 'بازگشت به قالب‌ها' }}>
      {missing ? (
        <EmptyState title="این قالب پیدا نشد." />
      ) : loading || optionsLoading ? (
        <TableSkeleton rows={6} />
      ) : !theme || !options ? (
        <LoadError onRetry={() => void Promise.all([refetch(), refetchOptions()])} />
      ) : (
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
            navigate(listHref(paths.admin.themes));
          }}
        />
      )}
    </AdminPage>
  );
}
