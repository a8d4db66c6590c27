import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  // From «تبدیل به مشتری»: the theme and plan the visitor chose, until the first plan is saved.
  const [params] = useSearchParams();
  const fromRequest = (plans: readonly { id: number }[], themes: readonly { id: number }[]) => {
    const planId = Number(params.get('plan'));
    const themeId = Number(params.get('theme'));
    return {
      ...EMPTY_CUSTOMER_PLAN,
      planId: plans.some((plan) => plan.id === planId) ? String(planId) : '',
      themeId: themes.some((theme) => theme.id === themeId) ? String(themeId) : '',
    };
  };
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
              defaultValues={round === 0 ? fromRequest(plans, themes) : EMPTY_CUSTOMER_PLAN}
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
