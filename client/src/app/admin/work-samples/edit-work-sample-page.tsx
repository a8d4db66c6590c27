import { EditRecordPage } from '@/components/ui/edit-record-page';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { workSampleRecord } from '@/features/work-sample-admin/work-sample-record';
import { useRouteId } from '../use-route-id';

export function EditWorkSamplePage() {
  return (
    <EditRecordPage record={workSampleRecord} id={useRouteId()}>
      {({ record, ...form }, { plans }) => (
        <WorkSampleForm key={record.id} mode="edit" currentImageUrl={record.imageUrl} plans={plans} {...form} />
      )}
    </EditRecordPage>
  );
}
