import { EditRecordPage } from '@/components/ui/edit-record-page';
import { FeatureForm } from '@/features/feature-admin/components/feature-form';
import { featureRecord } from '@/features/feature-admin/feature-record';
import { useRouteId } from '../use-route-id';

export function EditFeaturePage() {
  return (
    <EditRecordPage record={featureRecord} id={useRouteId()}>
      {({ record, ...form }) => <FeatureForm key={record.id} submitLabel="ذخیره تغییرات" {...form} />}
    </EditRecordPage>
  );
}
