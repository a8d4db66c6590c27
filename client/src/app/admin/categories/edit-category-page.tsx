import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CategoryForm } from '@/features/category-admin/components/category-form';
import { useCategory, useDeleteCategory, useSaveCategory } from '@/features/category-admin/use-categories';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditCategoryPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const category = useCategory(id);
  const { update } = useSaveCategory();
  const { restore } = useDeleteCategory();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش دسته‌بندی" back={{ to: paths.admin.categories }}>
      <RecordFrame state={category} id={id} missing="دسته‌بندی پیدا نشد." skeletonRows={3}>
        {(category) => (
          <CategoryForm
            key={category.id}
            mode="edit"
            defaultValues={{ title: category.title, image: null }}
            currentImageUrl={category.imageUrl}
            edit={{
              version: category.version,
              toForm: (stored) => ({ title: String(stored.title ?? ''), image: null }),
              labels: { title: 'عنوان' },
              restore: () => restore(category.id),
            }}
            onSave={async ({ title, image }, { version }) => {
              await update(category.id, title, image, version);
              success('دسته‌بندی ویرایش شد');
              void navigate(listHref(paths.admin.categories));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
