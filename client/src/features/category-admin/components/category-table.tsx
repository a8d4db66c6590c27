import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import { RowActions } from '@/components/ui/row-actions';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { paths } from '@/config/paths';
import type { AdminCategoryListQuery } from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { useDeleteCategory } from '../use-categories';

type CategoryRow = AdminCategoryListQuery['categories'][number];

export function CategoryTable({ categories }: { categories: readonly CategoryRow[] }) {
  const { remove, restore, usage } = useDeleteCategory();
  const selection = useRowSelection(categories, rowId);
  const rowName = (c: CategoryRow) => c.title;

  const columns: Column<CategoryRow>[] = [
    { label: 'ردیف', nowrap: true, cell: (_, index) => formatNumber(index + 1) },
    {
      label: 'تصویر',
      cell: (category) =>
        category.imageUrl ? (
          <Box
            component="img"
            src={category.imageUrl}
            alt={category.title}
            loading="lazy"
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1.5, display: 'block', border: 1, borderColor: 'divider' }}
          />
        ) : (
          '-'
        ),
    },
    { label: 'عنوان', sortKey: 'title', sortValue: (category) => category.title, cell: (category) => category.title },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (category) => (
        <RowActions
          links={[
            {
              label: `مشاهده/ویرایش ${category.title}`,
              text: 'مشاهده/ویرایش',
              to: paths.admin.editCategory(category.id),
              icon: <EditIcon />,
            },
          ]}
          remove={{
            name: category.title,
            record: { __typename: 'Category', id: category.id },
            deletedMessage: 'دسته‌بندی حذف شد',
            onDelete: () => remove(category.id),
            onRestore: () => restore(category.id),
            loadUsage: () => usage(category.id),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows
        label="فهرست دسته‌بندی‌ها"
        rows={categories}
        columns={columns}
        rowKey={(c) => c.id}
        rowTestId="category-row"
        selection={{ state: selection, rowName }}
      />
      <BulkDeleteBar selection={selection} typename="Category" noun="دسته‌بندی" rowName={rowName} onDelete={remove} onRestore={restore} />
    </>
  );
}
