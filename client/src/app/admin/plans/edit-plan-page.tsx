import { EditRecordPage } from '@/components/ui/edit-record-page';
import { PlanForm } from '@/features/plan-admin/components/plan-form';
import { planRecord } from '@/features/plan-admin/plan-record';
import { useRouteId } from '../use-route-id';

export function EditPlanPage() {
  return (
    <EditRecordPage record={planRecord} id={useRouteId()}>
      {({ record, ...form }) => <PlanForm key={record.id} submitLabel="ذخیره تغییرات" {...form} />}
    </EditRecordPage>
  );
}
