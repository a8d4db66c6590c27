import ChecklistIcon from '@mui/icons-material/Checklist';
import EditIcon from '@mui/icons-material/EditOutlined';
import { RowActions } from '@/components/ui/row-actions';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { paths } from '@/config/paths';
import type { AdminPlanListQuery } from '@/generated/graphql';
import { formatNumber, formatTomans } from '@/lib/format';
import { useDeletePlan } from '../use-plans';

type PlanRow = AdminPlanListQuery['plans'][number];

export function AdminPlanTable({ plans }: { plans: readonly PlanRow[] }) {
  // A plan customers bought is refused (400) with the server's reason, shown as a snackbar.
  const { remove, restore, usage } = useDeletePlan();
  const selection = useRowSelection(plans, rowId);
  const rowName = (p: PlanRow) => p.title;

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
        <RowActions
          links={[
            { label: `مشاهده/ویرایش ${plan.title}`, text: 'مشاهده/ویرایش', to: paths.admin.editPlan(plan.id), icon: <EditIcon /> },
            {
              label: `مدیریت ویژگی‌ها: ${plan.title}`,
              text: 'مدیریت ویژگی‌ها',
              to: paths.admin.planFeatures(plan.id),
              icon: <ChecklistIcon />,
            },
          ]}
          remove={{
            name: plan.title,
            record: { __typename: 'Plan', id: plan.id },
            deletedMessage: 'پلن حذف شد',
            onDelete: () => remove(plan.id),
            onRestore: () => restore(plan.id),
            loadUsage: () => usage(plan.id),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows
        label="فهرست پلن‌ها"
        rows={plans}
        columns={columns}
        rowKey={(p) => p.id}
        rowTestId="plan-row"
        selection={{ state: selection, rowName }}
      />
      <BulkDeleteBar selection={selection} typename="Plan" noun="پلن" rowName={rowName} onDelete={remove} onRestore={restore} />
    </>
  );
}
