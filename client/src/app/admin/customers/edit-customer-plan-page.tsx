import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CustomerPlanForm } from '@/features/customer-plan-admin/components/customer-plan-form';
import { CustomerSummary } from '@/features/customer-plan-admin/components/customer-summary';
import { CUSTOMER_PLAN_LABELS, customerPlanToForm } from '@/features/customer-plan-admin/customer-plan-form';
import { useEditCustomerPlan } from '@/features/customer-plan-admin/use-customer-plan-form-data';
import { useRemoveCustomerPlan } from '@/features/customer-plan-admin/use-customer-plans';
import { useSaveCustomerPlan } from '@/features/customer-plan-admin/use-save-customer-plan';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/** /admin/customers/:id/view-plans/edit: the legacy address carries the customer plan's own id. */
export function EditCustomerPlanPage() {
  const id = useRouteId();
  const choices = useEditCustomerPlan(id);
  const customerId = choices.data?.customerPlan.customerId;
  const { update } = useSaveCustomerPlan();
  const { restore } = useRemoveCustomerPlan();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();

  return (
    <AdminPage
      title="ویرایش طرح مشتری"
      back={{ label: 'طرح‌های مشتری', to: customerId ? paths.admin.customerPlans(customerId) : paths.admin.customers }}
    >
      <RecordFrame state={choices} id={id} missing="طرح پیدا نشد." skeletonRows={6}>
        {({ customerPlan: plan, plans, themes }) => (
          <>
            <CustomerSummary customer={plan.customer} />
            <CustomerPlanForm
              key={plan.id}
              mode="edit"
              plans={plans}
              themes={themes}
              defaultValues={customerPlanToForm(plan)}
              edit={{
                version: plan.version,
                // The conflict carries the stored record under the schema's names: the shape the edit query reads.
                toForm: (stored) => customerPlanToForm(stored as unknown as Parameters<typeof customerPlanToForm>[0]),
                labels: CUSTOMER_PLAN_LABELS,
                restore: () => restore(plan.id),
              }}
              onSave={async (values, { version }) => {
                await update(plan.id, values, version);
                success('طرح با موفقیت بروزرسانی شد');
                void navigate(paths.admin.customerPlans(plan.customerId));
              }}
            />
          </>
        )}
      </RecordFrame>
    </AdminPage>
  );
}
