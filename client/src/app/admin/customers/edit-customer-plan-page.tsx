import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CustomerPlanForm } from '@/features/customer-plan-admin/components/customer-plan-form';
import { CustomerSummary } from '@/features/customer-plan-admin/components/customer-summary';
import { customerPlanToForm } from '@/features/customer-plan-admin/customer-plan-form';
import { useEditCustomerPlan } from '@/features/customer-plan-admin/use-customer-plan-form-data';
import { useSaveCustomerPlan } from '@/features/customer-plan-admin/use-save-customer-plan';
import { describeApiError } from '@/lib/api-error';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/** /admin/customers/:id/view-plans/edit: the legacy address carries the customer plan's own id. */
export function EditCustomerPlanPage() {
  const id = useRouteId();
  const { data, loading, error, refetch } = useEditCustomerPlan(id);
  const plan = id === null ? undefined : data?.customerPlan;
  const { update } = useSaveCustomerPlan();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();

  let content;
  if (id === null || (error && !loading && describeApiError(error).status === 404)) {
    content = <EmptyState title="طرح پیدا نشد." />;
  } else if (plan && data) {
    content = (
      <>
        <CustomerSummary customer={plan.customer} />
        <CustomerPlanForm
          key={plan.id}
          mode="edit"
          plans={data.plans}
          themes={data.themes}
          defaultValues={customerPlanToForm(plan)}
          onSave={async (values) => {
            await update(plan.id, values);
            success('طرح با موفقیت بروزرسانی شد');
            navigate(paths.admin.customerPlans(plan.customerId));
          }}
        />
      </>
    );
  } else if (error && !loading) {
    content = <LoadError onRetry={() => void refetch()} />;
  } else {
    content = <TableSkeleton rows={6} />;
  }

  return (
    <AdminPage
      title="ویرایش طرح مشتری"
      back={{ label: 'طرح‌های مشتری', to: plan ? paths.admin.customerPlans(plan.customerId) : paths.admin.customers }}
    >
      {content}
    </AdminPage>
  );
}
