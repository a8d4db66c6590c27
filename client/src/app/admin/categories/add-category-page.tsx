import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { CategoryForm } from '@/features/category-admin/components/category-form';
import { useSaveCategory } from '@/features/category-admin/use-categories';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddCategoryPage() {
  const navigate = useNavigate();
  const { create } = useSaveCategory();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="افزودن دسته‌بندی" back={{ to: paths.admin.categories }}>
      <CategoryForm
        mode="add"
        defaultValues={{ title: '', image: null }}
        onSave={async ({ title, image }, { idempotencyKey }) => {
          await create(title, image, idempotencyKey);
          success('دسته‌بندی افزوده شد');
          void navigate(paths.admin.categories);
        }}
      />
    </AdminPage>
  );
}
