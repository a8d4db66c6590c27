import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CustomerPlanForm } from '@/features/customer-plan-admin/components/customer-plan-form';
import { CustomerSummary } from '@/features/customer-plan-admin/components/customer-summary';
import { EMPTY_CUSTOMER_PLAN } from '@/features/customer-plan-admin/customer-plan-form';
import { useNewCustomerPlan } from '@/features/customer-plan-admin/use-customer-plan-form-data';
import { useSaveCustomerPlan } from '@/features/customer-plan-admin/use-save-customer-plan';
import { describeApiError } from '@/lib/api-error';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/** /admin/customers/edit/:id/create-plan, where id is the customer's. */
export function CreateCustomerPlanPage() {
  const customerId = useRouteId();
  return (
    <AdminPage
      title="ایجاد طرح برای مشتری"
      back={{ label: 'طرح‌های مشتری', to: customerId === null ? paths.admin.customers : paths.admin.customerPlans(customerId) }}
    >
      {customerId === null ? <EmptyState title="مشتری پیدا نشد." /> : <NewPlan customerId={customerId} />}
    </AdminPage>
  );
}

function NewPlan({ customerId }: { customerId: number }) {
  const { data, loading, error, refetch } = useNewCustomerPlan(customerId);
  const { create } = useSaveCustomerPlan();
  const { success } = useSaveFeedback();
  // Spec §8: a new plan's form is emptied once saved. A fresh form rather than reset(): every
  // field, the date pickers' own section state included, starts empty.
  const [round, setRound] = useState(0);
  if (data) {
    return (
      <>
        <CustomerSummary customer={data.customer} />
        <CustomerPlanForm
          key={round}
          mode="create"
          plans={data.plans}
          themes={data.themes}
          defaultValues={EMPTY_CUSTOMER_PLAN}
          onSave={async (values, { idempotencyKey }) => {
            await create(customerId, values, idempotencyKey);
            success('طرح با موفقیت ایجاد شد');
            setRound((n) => n + 1);
          }}
        />
      </>
    );
  }
  if (error && !loading) {
    return describeApiError(error).status === 404 ? <EmptyState title="مشتری پیدا نشد." /> : <LoadError onRetry={() => void refetch()} />;
  }
  return <TableSkeleton rows={6} />;
}
