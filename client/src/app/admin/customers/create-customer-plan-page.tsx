import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CustomerPlanForm } from '@/features/customer-plan-admin/components/customer-plan-form';
import { CustomerSummary } from '@/features/customer-plan-admin/components/customer-summary';
import { EMPTY_CUSTOMER_PLAN } from '@/features/customer-plan-admin/customer-plan-form';
import { useNewCustomerPlan } from '@/features/customer-plan-admin/use-customer-plan-form-data';
import { useSaveCustomerPlan } from '@/features/customer-plan-admin/use-save-customer-plan';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/** /admin/customers/edit/:id/create-plan, where id is the customer's. */
export function CreateCustomerPlanPage() {
  const customerId = useRouteId();
  const choices = useNewCustomerPlan(customerId);
  const { create } = useSaveCustomerPlan();
  const { success } = useSaveFeedback();
  // docs/ARCHITECTURE.md §8: a new plan's form is emptied once saved. A fresh form rather than reset(): every
  // field, the date pickers' own section state included, starts empty.
  const [round, setRound] = useState(0);
  return (
    <AdminPage
      title="ایجاد طرح برای مشتری"
      back={{ label: 'طرح‌های مشتری', to: customerId === null ? paths.admin.customers : paths.admin.customerPlans(customerId) }}
    >
      <RecordFrame state={choices} id={customerId} missing="مشتری پیدا نشد." skeletonRows={6}>
        {({ customer, plans, themes }) => (
          <>
            <CustomerSummary customer={customer} />
            <CustomerPlanForm
              key={round}
              mode="create"
              plans={plans}
              themes={themes}
              defaultValues={EMPTY_CUSTOMER_PLAN}
              onSave={async (values, { idempotencyKey }) => {
                await create(customer.id, values, idempotencyKey);
                success('طرح با موفقیت ایجاد شد');
                setRound((n) => n + 1);
              }}
            />
          </>
        )}
      </RecordFrame>
    </AdminPage>
  );
}
