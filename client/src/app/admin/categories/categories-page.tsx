import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { CategoryTable } from '@/features/category-admin/components/category-table';
import { useCategoryList } from '@/features/category-admin/use-categories';
import { ListFrame } from '@/components/ui/list-frame';

export function CategoriesPage() {
  const { data: categories, loading, error, refetch } = useCategoryList();

  return (
    <AdminPage title="دسته‌بندی قالب‌ها" add={{ label: 'افزودن دسته‌بندی', to: paths.admin.addCategory }}>
      <ListFrame state={{ rows: categories, loading, error, refetch }} empty="هیچ دسته‌بندی‌ای موجود نیست.">
        {(rows) => <CategoryTable categories={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
