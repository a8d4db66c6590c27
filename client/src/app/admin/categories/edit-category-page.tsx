import { EditRecordPage } from '@/components/ui/edit-record-page';
import { categoryRecord } from '@/features/category-admin/category-record';
import { CategoryForm } from '@/features/category-admin/components/category-form';
import { useRouteId } from '../use-route-id';

export function EditCategoryPage() {
  return (
    <EditRecordPage record={categoryRecord} id={useRouteId()}>
      {({ record, ...form }) => <CategoryForm key={record.id} mode="edit" currentImageUrl={record.imageUrl} {...form} />}
    </EditRecordPage>
  );
}
