import ChecklistIcon from '@mui/icons-material/Checklist';
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
import type { AdminPlanListQuery } from '@/generated/graphql';
import { formatNumber, formatTomans } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useDeletePlan } from '../use-plans';

type PlanRow = AdminPlanListQuery['plans'][number];

export function PlanTable({ plans }: { plans: readonly PlanRow[] }) {
  const [doomed, setDoomed] = useState<PlanRow | null>(null);
  const { remove, deleting } = useDeletePlan();
  const { success, failure } = useSaveFeedback();
  // Six columns with three actions do not fit a phone: each plan becomes a block there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  async function confirmDelete() {
    if (!doomed) return;
    try {
      await remove(doomed.id);
      success('پلن حذف شد');
    } catch (error) {
      // A plan customers bought is refused (400) with the server's reason.
      failure(error);
    } finally {
      setDoomed(null);
    }
  }

  const hosting = (plan: PlanRow) => (plan.hostingSpaceGb == null ? 'توافقی' : `${formatNumber(plan.hostingSpaceGb)} گیگابایت`);
  const actions = (plan: PlanRow) => (
    <>
      <Button component={RouterLink} to={paths.admin.editPlan(plan.id)} size="small" startIcon={<EditIcon />} aria-label={`مشاهده/ویرایش ${plan.title}`}>
        مشاهده/ویرایش
      </Button>
      <Button component={RouterLink} to={paths.admin.planFeatures(plan.id)} size="small" startIcon={<ChecklistIcon />} aria-label={`مدیریت ویژگی‌های ${plan.title}`}>
        مدیریت ویژگی‌ها
      </Button>
      <Tooltip title="حذف">
        <IconButton color="error" aria-label={`حذف ${plan.title}`} onClick={() => setDoomed(plan)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );

  return (
    <>
      {phone ? (
        <Stack component="ol" aria-label="فهرست پلن‌ها" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {plans.map((plan, index) => (
            <Box component="li" key={plan.id} data-testid="plan-row" sx={{ py: 1.5, display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{`${formatNumber(index + 1)}. ${plan.title}`}</Typography>
              <Typography variant="body2">{`قیمت اصلی: ${formatTomans(plan.listPrice)}`}</Typography>
              <Typography variant="body2">{`قیمت با تخفیف: ${formatTomans(plan.price)}`}</Typography>
              <Typography variant="body2">{`فضای میزبانی: ${hosting(plan)}`}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>{actions(plan)}</Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="فهرست پلن‌ها">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>ردیف</TableCell>
                <TableCell>عنوان</TableCell>
                <TableCell>قیمت اصلی</TableCell>
                <TableCell>قیمت با تخفیف</TableCell>
                <TableCell>فضای میزبانی</TableCell>
                <TableCell align="center">عملیات</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((plan, index) => (
                <TableRow key={plan.id} hover data-testid="plan-row">
                  <TableCell>{formatNumber(index + 1)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{plan.title}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTomans(plan.listPrice)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTomans(plan.price)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{hosting(plan)}</TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(plan)}
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
