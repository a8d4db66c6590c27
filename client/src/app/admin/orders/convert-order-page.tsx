import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { requestToCustomerForm, toCustomerInput } from '@/features/customer-admin/customer-schema';
import { useAdminOrder, useConvertOrder } from '@/features/order-admin/use-convert-order';
import { useLinkOrder } from '@/features/order-admin/use-link-order';
import { listHref } from '@/lib/list-return';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/**
 * «تبدیل به مشتری» (docs/INTEGRATORS.md, "Live back office"): the customer form, filled from the request, creates the customer
 * and links the request to them in one write (the visitor's description starts the expert note); a visitor who is a
 * customer already is linked to that customer instead. The customer-plan form comes next, with the theme and plan the
 * visitor chose; once that customer has a plan, the dashboard counts the request as converted.
 */
export function ConvertOrderPage() {
  const id = useRouteId();
  const order = useAdminOrder(id);
  const convert = useConvertOrder();
  const link = useLinkOrder();
  const { success, failure } = useSaveFeedback();
  const navigate = useNavigate();
  const [linking, setLinking] = useState(false);
  // The customer-plan form next, with the theme and plan the visitor chose.
  const toPlanForm = (customerId: number, subject: { themeId?: number | null; planId?: number | null }) =>
    void navigate(paths.admin.createCustomerPlanFrom(customerId, subject));
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
          ) : order.existingCustomer ? (
            // The visitor is a customer already (the same phone): linked to them, never a second customer.
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
                شماره این درخواست از آنِ مشتری فعلی «{order.existingCustomer.name} {order.existingCustomer.family}» است. درخواست به همین
                مشتری پیوند می‌خورد و توضیحات آن به یادداشت کارشناس افزوده می‌شود.
              </Alert>
              <Button
                variant="contained"
                disabled={linking}
                onClick={() => {
                  const customer = order.existingCustomer!;
                  setLinking(true);
                  link(order.id, customer.id)
                    .then(() => {
                      success('درخواست به مشتری فعلی پیوند خورد');
                      toPlanForm(customer.id, order);
                    })
                    .catch((error: unknown) => {
                      setLinking(false);
                      failure(error);
                    });
                }}
              >
                پیوند به مشتری فعلی
              </Button>
            </Stack>
          ) : (
            <CustomerForm
              key={order.id}
              defaultValues={requestToCustomerForm(order)}
              submitLabel="ثبت مشتری"
              onSave={async (values) => {
                const { data } = await convert(order.id, toCustomerInput(values));
                const customer = data?.convertOrderToCustomer.customer;
                success('مشتری ثبت شد و به درخواست پیوند خورد');
                if (customer) toPlanForm(customer.id, order);
                else void navigate(listHref(paths.admin.orders));
              }}
            />
          )
        }
      </RecordFrame>
    </AdminPage>
  );
}
