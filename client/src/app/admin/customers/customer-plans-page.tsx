import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CustomerPlanTable } from '@/features/customer-plans/components/customer-plan-table';
import { useCustomerPlans } from '@/features/customer-plans/use-customer-plans';
import { describeApiError } from '@/lib/api-error';
import { useRouteId } from '../use-route-id';

/** /admin/customers/:id/view-plans, where id is the customer's. */
export function CustomerPlansPage() {
  const customerId = useRouteId();
  if (customerId === null) return <MissingCustomer />;
  return <CustomerPlans customerId={customerId} />;
}

function CustomerPlans({ customerId }: { customerId: number }) {
  const { customer, plans, loading, error, refetch } = useCustomerPlans(customerId);
  if (!plans && error && !loading && describeApiError(error).status === 404) return <MissingCustomer />;

  let content;
  if (plans) {
    content = plans.length === 0 ? <EmptyState title="برای این مشتری طرحی ثبت نشده است." /> : <CustomerPlanTable plans={plans} />;
  } else if (error && !loading) {
    content = <LoadError onRetry={() => void refetch()} />;
  } else {
    content = <TableSkeleton rows={4} />;
  }

  return (
    <AdminPage
      title={customer ? `طرح‌های ${customer.name} ${customer.family}` : 'طرح‌های مشتری'}
      add={{ label: 'ایجاد طرح', to: paths.admin.createCustomerPlan(customerId) }}
      back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}
    >
      {content}
    </AdminPage>
  );
}

function MissingCustomer() {
  return (
    <AdminPage title="طرح‌های مشتری" back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}>
      <EmptyState title="مشتری پیدا نشد." />
    </AdminPage>
  );
}
