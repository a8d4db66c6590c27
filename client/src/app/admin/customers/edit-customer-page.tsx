import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { customerToForm, toCustomerInput } from '@/features/customer-admin/customer-schema';
import { useSaveCustomer } from '@/features/customer-admin/use-save-customer';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useCustomer } from '@/features/customer-admin/use-customer';
import { describeApiError } from '@/lib/api-error';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';

export function EditCustomerPage() {
  const id = useRouteId();
  return (
    <AdminPage title="ویرایش مشتری" back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}>
      {id === null ? <EmptyState title="مشتری پیدا نشد." /> : <EditCustomer id={id} />}
    </AdminPage>
  );
}

function EditCustomer({ id }: { id: number }) {
  const { customer, loading, error, refetch } = useCustomer(id);
  const { update } = useSaveCustomer();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();
  if (customer) {
    return (
      <CustomerForm
        key={customer.id}
        defaultValues={customerToForm(customer)}
        submitLabel="ذخیره تغییرات"
        onSave={async (values) => {
          await update(id, toCustomerInput(values));
          success('مشتری ویرایش شد');
          navigate(listHref(paths.admin.customers));
        }}
      />
    );
  }
  if (error && !loading) {
    return describeApiError(error).status === 404 ? <EmptyState title="مشتری پیدا نشد." /> : <LoadError onRetry={() => void refetch()} />;
  }
  return <TableSkeleton rows={4} />;
}
