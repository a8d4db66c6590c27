import { EditRecordPage } from '@/components/ui/edit-record-page';
import { CustomerPlanForm } from '@/features/customer-plan-admin/components/customer-plan-form';
import { CustomerSummary } from '@/features/customer-plan-admin/components/customer-summary';
import { customerPlanRecord } from '@/features/customer-plan-admin/customer-plan-record';
import { useRevealAccessDetails } from '@/features/customer-plan-admin/use-reveal-access-details';
import { useRouteId } from '../use-route-id';

/** /admin/customers/:id/view-plans/edit: the legacy address carries the customer plan's own id. */
export function EditCustomerPlanPage() {
  const reveal = useRevealAccessDetails();
  return (
    <EditRecordPage record={customerPlanRecord} id={useRouteId()}>
      {({ record, ...form }, { plans, themes }) => (
        <>
          <CustomerSummary customer={record.customer} />
          <CustomerPlanForm key={record.id} mode="edit" plans={plans} themes={themes} onReveal={() => reveal(record.id)} {...form} />
        </>
      )}
    </EditRecordPage>
  );
}
