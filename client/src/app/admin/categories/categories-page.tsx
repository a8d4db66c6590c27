import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CategoryTable } from '@/features/categories/components/category-table';
import { useCategoryList } from '@/features/categories/use-categories';

export function CategoriesPage() {
  const { categories, loading, error, refetch } = useCategoryList();

  return (
    <AdminPage title="دسته‌بندی قالب‌ها" add={{ label: 'افزودن دسته‌بندی', to: paths.admin.addCategory }}>
      {loading ? (
        <TableSkeleton />
      ) : error || !categories ? (
        <LoadError onRetry={() => void refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState title="هیچ دسته‌بندی‌ای موجود نیست." />
      ) : (
        <CategoryTable categories={categories} />
      )}
    </AdminPage>
  );
}
