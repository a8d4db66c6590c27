import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import type { ThemeFormValues } from '@/features/theme-admin/theme-schema';
import { useSaveTheme } from '@/features/theme-admin/use-save-theme';
import { useAdminTheme, useThemeFormOptions } from '@/features/theme-admin/use-theme-form-data';
import { listHref } from '@/lib/list-return';
import { allOf } from '@/lib/query-state';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/** The form's own fields as a conflict names them; plans and categories are lists chosen anew. */
const THEME_LABELS = { title: 'عنوان قالب', link: 'لینک دمو', shortDescription: 'توضیح کوتاه', fullDescription: 'توضیحات کامل' } as const;

/** A stored theme (API field names) as the form shows it; its lists stay as loaded. */
function themeToForm(stored: Record<string, unknown>, loaded: { plans: { id: number }[]; categories: { id: number }[] }): ThemeFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(stored.title),
    link: text(stored.link),
    shortDescription: text(stored.shortDescription),
    fullDescription: text(stored.fullDescription),
    image: null,
    mobileImage: null,
    planIds: loaded.plans.map((plan) => plan.id),
    categoryIds: loaded.categories.map((category) => category.id),
  };
}

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
            edit={{ version: theme.version, toForm: (stored) => themeToForm(stored, theme), labels: THEME_LABELS }}
            onSave={async (values, { version }) => {
              await update(theme.id, values, version);
              success('قالب ویرایش شد');
              void navigate(listHref(paths.admin.themes));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
