import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AdminPage } from '@/components/layouts/admin-page';
import { useEditRecord, type RecordDeclaration, type RecordFormProps, type VersionedRecord } from '@/lib/use-edit-record';
import { RecordFrame } from './record-frame';

interface EditRecordPageProps<TLoaded, TRecord extends VersionedRecord, TValues extends FieldValues, TChecked> {
  record: RecordDeclaration<TLoaded, TRecord, TValues, TChecked>;
  id: number | null;
  /** The form, given the record's props and everything the page loaded (its choices). */
  children: (form: RecordFormProps<TRecord, TValues, TChecked>, loaded: TLoaded) => ReactNode;
}

/** Every back-office edit page: title and way back, the load ladder, then the declared record's form. */
export function EditRecordPage<TLoaded, TRecord extends VersionedRecord, TValues extends FieldValues, TChecked>({
  record,
  id,
  children,
}: EditRecordPageProps<TLoaded, TRecord, TValues, TChecked>) {
  const { state, place, formProps } = useEditRecord(record, id);
  return (
    <AdminPage title={record.title} back={place}>
      <RecordFrame state={state} id={id} missing={record.missing} skeletonRows={record.skeletonRows}>
        {(loaded) => children(formProps(loaded as TLoaded), loaded as TLoaded)}
      </RecordFrame>
    </AdminPage>
  );
}
