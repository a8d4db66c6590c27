import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { StaffOrderForm } from '@/features/order-admin/components/staff-order-form';
import { toStaffOrderInput } from '@/features/order-admin/staff-order-schema';
import { useCreateStaffOrder } from '@/features/order-admin/use-create-staff-order';
import { useSaveFeedback } from '@/lib/use-save-feedback';

/** /admin/orders/add: a request taken by phone, recorded under the admin who took it. */
export function AddOrderPage() {
  const navigate = useNavigate();
  const create = useCreateStaffOrder();
  const { success } = useSaveFeedback();
  return (
    <AdminPage title="افزودن درخواست" back={{ label: 'بازگشت به درخواست‌ها', to: paths.admin.orders }}>
      <StaffOrderForm
        onSave={async (values, { idempotencyKey }) => {
          await create(toStaffOrderInput(values), idempotencyKey);
          success('درخواست ثبت شد');
          void navigate(paths.admin.orders);
        }}
      />
    </AdminPage>
  );
}
