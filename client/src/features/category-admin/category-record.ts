import { paths } from '@/config/paths';
import { defineRecord } from '@/lib/use-edit-record';
import { useCategory, useDeleteCategory, useSaveCategory } from './use-categories';

interface CategoryValues {
  title: string;
  image: File | null;
}

function useCategoryWrite() {
  const { update } = useSaveCategory();
  const { restore } = useDeleteCategory();
  return {
    update: (category: { id: number }, { title, image }: CategoryValues, version?: number) => update(category.id, title, image, version),
    restore,
  };
}

/** A category's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const categoryRecord = defineRecord({
  title: 'ویرایش دسته‌بندی',
  missing: 'دسته‌بندی پیدا نشد.',
  saved: 'دسته‌بندی ویرایش شد',
  skeletonRows: 3,
  list: { to: paths.admin.categories },
  useLoad: useCategory,
  recordOf: (category) => category,
  useWrite: useCategoryWrite,
  toForm: (stored): CategoryValues => ({ title: String(stored.title ?? ''), image: null }),
  labels: { title: 'عنوان' },
});
