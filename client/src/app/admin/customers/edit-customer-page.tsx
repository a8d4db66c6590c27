import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { customerToForm, toCustomerInput } from '@/features/customer-admin/customer-schema';
import { useCustomer } from '@/features/customer-admin/use-customer';
import { useDeleteCustomer } from '@/features/customer-admin/use-customers';
import { useSaveCustomer } from '@/features/customer-admin/use-save-customer';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditCustomerPage() {
  const id = useRouteId();
  const customer = useCustomer(id);
  const { update } = useSaveCustomer();
  const { restore } = useDeleteCustomer();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();
  return (
    <AdminPage title="ویرایش مشتری" back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}>
      <RecordFrame state={customer} id={id} missing="مشتری پیدا نشد.">
        {(customer) => (
          <CustomerForm
            key={customer.id}
            customerId={customer.id}
            defaultValues={customerToForm(customer)}
            submitLabel="ذخیره تغییرات"
            edit={{ version: customer.version, restore: () => restore(customer.id) }}
            onSave={async (values, { version }) => {
              await update(customer.id, toCustomerInput(values), version);
              success('مشتری ویرایش شد');
              void navigate(listHref(paths.admin.customers));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
