import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  // Four columns with two actions do not fit a phone: each category becomes a line there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

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

  const thumbnail = (category: CategoryRow) =>
    category.imageUrl ? (
      <Box
        component="img"
        src={category.imageUrl}
        alt={category.title}
        loading="lazy"
        sx={{ width: 48, height: 48, flexShrink: 0, objectFit: 'cover', borderRadius: 1.5, display: 'block', border: 1, borderColor: 'divider' }}
      />
    ) : (
      <Box aria-hidden sx={{ width: 48, flexShrink: 0, textAlign: 'center' }}>
        -
      </Box>
    );
  const actions = (category: CategoryRow) => (
    <>
      {phone ? (
        <IconButton component={RouterLink} to={paths.admin.editCategory(category.id)} color="primary" aria-label={`مشاهده/ویرایش ${category.title}`}>
          <EditIcon />
        </IconButton>
      ) : (
        <Button component={RouterLink} to={paths.admin.editCategory(category.id)} size="small" startIcon={<EditIcon />} aria-label={`مشاهده/ویرایش ${category.title}`}>
          مشاهده/ویرایش
        </Button>
      )}
      <Tooltip title="حذف">
        <IconButton color="error" aria-label={`حذف ${category.title}`} onClick={() => setDoomed(category)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );

  return (
    <>
      {phone ? (
        <Stack component="ol" aria-label="فهرست دسته‌بندی‌ها" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {categories.map((category, index) => (
            <Box component="li" key={category.id} data-testid="category-row" sx={{ py: 1.25, display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography color="text.secondary" sx={{ width: 24, flexShrink: 0 }}>
                {formatNumber(index + 1)}
              </Typography>
              {thumbnail(category)}
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{category.title}</Typography>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions(category)}</Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="فهرست دسته‌بندی‌ها">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>ردیف</TableCell>
                <TableCell sx={{ width: 72 }}>تصویر</TableCell>
                <TableCell>عنوان</TableCell>
                <TableCell align="center" sx={{ width: 180 }}>
                  عملیات
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category, index) => (
                <TableRow key={category.id} hover data-testid="category-row">
                  <TableCell>{formatNumber(index + 1)}</TableCell>
                  <TableCell>{thumbnail(category)}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{category.title}</TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(category)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog open={doomed !== null} message="آیا مطمن هستنید؟" busy={deleting} onConfirm={confirmDelete} onClose={() => setDoomed(null)} />
    </>
  );
}
