import { EditRecordPage } from '@/components/ui/edit-record-page';
import { CustomerForm } from '@/features/customer-admin/components/customer-form';
import { customerRecord } from '@/features/customer-admin/customer-record';
import { useRouteId } from '../use-route-id';

export function EditCustomerPage() {
  return (
    <EditRecordPage record={customerRecord} id={useRouteId()}>
      {({ record, ...form }) => <CustomerForm key={record.id} customerId={record.id} submitLabel="ذخیره تغییرات" {...form} />}
    </EditRecordPage>
  );
}
