import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { EMPTY_CUSTOMER, toCustomerInput } from '@/features/customer-admin/customer-schema';
import { useSaveCustomer } from '@/features/customer-admin/use-save-customer';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddCustomerPage() {
  const navigate = useNavigate();
  const { create } = useSaveCustomer();
  const { success } = useSaveFeedback();
  return (
    <AdminPage title="افزودن مشتری" back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}>
      <CustomerForm
        defaultValues={EMPTY_CUSTOMER}
        submitLabel="افزودن مشتری"
        onSave={async (values, { idempotencyKey }) => {
          const { data } = await create(toCustomerInput(values), idempotencyKey);
          const id = data?.createCustomer.id;
          success('مشتری افزوده شد', id ? { label: 'ایجاد طرح برای این مشتری', to: paths.admin.createCustomerPlan(id) } : undefined);
          void navigate(paths.admin.customers);
        }}
      />
    </AdminPage>
  );
}
