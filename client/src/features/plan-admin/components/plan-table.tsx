import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
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

  const columns: Column<PlanRow>[] = [
    { label: 'ردیف', nowrap: true, cell: (_, index) => formatNumber(index + 1) },
    { label: 'عنوان', sortKey: 'title', sortValue: (plan) => plan.title, cell: (plan) => plan.title },
    {
      label: 'قیمت اصلی',
      nowrap: true,
      sortKey: 'listPrice',
      sortValue: (plan) => plan.listPrice,
      cell: (plan) => formatTomans(plan.listPrice),
    },
    { label: 'قیمت با تخفیف', nowrap: true, sortKey: 'price', sortValue: (plan) => plan.price, cell: (plan) => formatTomans(plan.price) },
    {
      label: 'فضای میزبانی',
      nowrap: true,
      sortKey: 'hosting',
      sortValue: (plan) => plan.hostingSpaceGb,
      cell: (plan) => (plan.hostingSpaceGb == null ? 'توافقی' : `${formatNumber(plan.hostingSpaceGb)} گیگابایت`),
    },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (plan) => (
        <>
          <Button
            component={RouterLink}
            to={paths.admin.editPlan(plan.id)}
            size="small"
            startIcon={<EditIcon />}
            aria-label={`مشاهده/ویرایش ${plan.title}`}
          >
            مشاهده/ویرایش
          </Button>
          <Button
            component={RouterLink}
            to={paths.admin.planFeatures(plan.id)}
            size="small"
            startIcon={<ChecklistIcon />}
            aria-label={`مدیریت ویژگی‌ها: ${plan.title}`}
          >
            مدیریت ویژگی‌ها
          </Button>
          <Tooltip title="حذف">
            <IconButton color="error" aria-label={`حذف ${plan.title}`} onClick={() => setDoomed(plan)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows label="فهرست پلن‌ها" rows={plans} columns={columns} rowKey={(p) => p.id} rowTestId="plan-row" />
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
