import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { requestToCustomerForm, toCustomerInput } from '@/features/customer-admin/customer-schema';
import { useAdminOrder, useConvertOrder } from '@/features/order-admin/use-convert-order';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/**
 * «تبدیل به مشتری» (docs/INTEGRATORS.md, "Live back office"): the customer form, filled from the request, creates the customer
 * and links the request to them in one write; once that customer has a plan, the dashboard counts
 * the request as converted.
 */
export function ConvertOrderPage() {
  const id = useRouteId();
  const order = useAdminOrder(id);
  const convert = useConvertOrder();
  const { success } = useSaveFeedback();
  const navigate = useNavigate();
  return (
    <AdminPage title="تبدیل درخواست به مشتری" back={{ label: 'بازگشت به درخواست‌ها', to: paths.admin.orders }}>
      <RecordFrame state={order} id={id} missing="درخواست پیدا نشد.">
        {(order) =>
          order.customer ? (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={paths.admin.customerPlans(order.customer.id)} color="inherit" size="small">
                  طرح‌های مشتری
                </Button>
              }
            >
              این درخواست پیش‌تر به مشتری «{order.customer.name} {order.customer.family}» تبدیل شده است.
            </Alert>
          ) : (
            <CustomerForm
              key={order.id}
              defaultValues={requestToCustomerForm(order)}
              submitLabel="ثبت مشتری"
              onSave={async (values) => {
                const { data } = await convert(order.id, toCustomerInput(values));
                const customer = data?.convertOrderToCustomer.customer;
                success(
                  'مشتری ثبت شد و به درخواست پیوند خورد',
                  customer ? { label: 'ایجاد طرح برای این مشتری', to: paths.admin.createCustomerPlan(customer.id) } : undefined,
                );
                void navigate(listHref(paths.admin.orders));
              }}
            />
          )
        }
      </RecordFrame>
    </AdminPage>
  );
}
