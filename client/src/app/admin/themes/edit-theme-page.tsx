import { EditRecordPage } from '@/components/ui/edit-record-page';
import { ThemeForm } from '@/features/theme-admin/components/theme-form';
import { themeRecord } from '@/features/theme-admin/theme-record';
import { useRouteId } from '../use-route-id';

export function EditThemePage() {
  return (
    <EditRecordPage record={themeRecord} id={useRouteId()}>
      {({ record, ...form }, { options }) => <ThemeForm mode="edit" current={record} options={options} {...form} />}
    </EditRecordPage>
  );
}
