import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CategoryForm } from '@/features/category-admin/components/category-form';
import { useCategory, useSaveCategory } from '@/features/category-admin/use-categories';
import { describeApiError } from '@/lib/api-error';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';

export function EditCategoryPage() {
  const id = useRouteId() ?? 0;
  const navigate = useNavigate();
  const { category, loading, error, refetch } = useCategory(id);
  const { update } = useSaveCategory();
  const { success } = useSaveFeedback();
  const problem = error ? describeApiError(error) : null;

  return (
    <AdminPage title="ویرایش دسته‌بندی" back={{ to: paths.admin.categories }}>
      {loading ? (
        <TableSkeleton rows={3} />
      ) : problem?.status === 404 ? (
        <Alert severity="warning">{problem.message}</Alert>
      ) : error || !category ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <CategoryForm
          key={category.id}
          mode="edit"
          defaultValues={{ title: category.title, image: null }}
          currentImageUrl={category.imageUrl}
          onSave={async ({ title, image }) => {
            await update(id, title, image);
            success('دسته‌بندی ویرایش شد');
            navigate(listHref(paths.admin.categories));
          }}
        />
      )}
    </AdminPage>
  );
}
