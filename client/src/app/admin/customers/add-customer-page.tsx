import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customers/components/customer-form';
import { EMPTY_CUSTOMER } from '@/features/customers/customer-schema';

export function AddCustomerPage() {
  return (
    <AdminPage title="افزودن مشتری" back={{ label: 'بازگشت به مشتریان', to: paths.admin.customers }}>
      <CustomerForm defaultValues={EMPTY_CUSTOMER} />
    </AdminPage>
  );
}
