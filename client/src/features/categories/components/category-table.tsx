import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { paths } from '@/config/paths';
import type { AdminCategoryListQuery } from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useDeleteCategory } from '../use-categories';

type CategoryRow = AdminCategoryListQuery['categories'][number];

export function CategoryTable({ categories }: { categories: readonly CategoryRow[] }) {
  const [doomed, setDoomed] = useState<CategoryRow | null>(null);
  const { remove, deleting } = useDeleteCategory();
  const { success, failure } = useSaveFeedback();

  async function confirmDelete() {
    if (!doomed) return;
    try {
      await remove(doomed.id);
      success('دسته‌بندی حذف شد');
    } catch (error) {
      failure(error);
    } finally {
      setDoomed(null);
    }
  }

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
        <>
          <Button
            component={RouterLink}
            to={paths.admin.editCategory(category.id)}
            size="small"
            startIcon={<EditIcon />}
            aria-label={`مشاهده/ویرایش ${category.title}`}
          >
            مشاهده/ویرایش
          </Button>
          <Tooltip title="حذف">
            <IconButton color="error" aria-label={`حذف ${category.title}`} onClick={() => setDoomed(category)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows label="فهرست دسته‌بندی‌ها" rows={categories} columns={columns} rowKey={(c) => c.id} rowTestId="category-row" />
      <ConfirmDialog
        open={doomed !== null}
        message="آیا مطمن هستنید؟"
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
