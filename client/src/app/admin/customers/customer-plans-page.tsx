import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { CustomerPlanTable } from '@/features/customer-plan-admin/components/customer-plan-table';
import { ExportButton } from '@/features/export-admin/components/export-button';
import { csvExportUrl } from '@/features/export-admin/csv-export';
import { useCustomerPlans } from '@/features/customer-plan-admin/use-customer-plans';
import { describeApiError } from '@/lib/api-error';
import { ListFrame } from '@/components/ui/list-frame';
import { authStorage } from '@/lib/auth-storage';
import { isSuperadmin } from '@/lib/admin-session';
import { useRouteId } from '../use-route-id';

/** /admin/customers/:id/view-plans, where id is the customer's. */
export function CustomerPlansPage() {
  const customerId = useRouteId();
  if (customerId === null) return <MissingCustomer />;
  return <CustomerPlans customerId={customerId} />;
}

function CustomerPlans({ customerId }: { customerId: number }) {
  const { data, loading, error, refetch } = useCustomerPlans(customerId);
  const customer = data?.customer;
  if (error && !loading && describeApiError(error).status === 404) return <MissingCustomer />;

  return (
    <AdminPage
      title={customer ? `طرح‌های ${customer.name} ${customer.family}` : 'طرح‌های مشتری'}
      add={{ label: 'ایجاد طرح', to: paths.admin.createCustomerPlan(customerId) }}
      back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}
      toolbar={
        <>
          <ExportButton url={csvExportUrl('customer-plans', { customer_id: customerId })} filename={`customer-plans-${customerId}.csv`} />
          {/* The access details leave only in a file a superadmin asks for; the server logs it (docs/ARCHITECTURE.md,
             "Secrets shown on purpose"). */}
          {isSuperadmin(authStorage.user()) && (
            <ExportButton
              url={csvExportUrl('customer-plans', { customer_id: customerId, access_details: 1 })}
              filename={`customer-plans-${customerId}.csv`}
              label="خروجی با اطلاعات دسترسی"
            />
          )}
        </>
      }
    >
      <ListFrame state={{ rows: data?.customerPlans, loading, error, refetch }} empty="برای این مشتری طرحی ثبت نشده است." skeletonRows={4}>
        {(rows) => <CustomerPlanTable plans={rows} />}
      </ListFrame>
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
