import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { allOf } from '@/lib/query-state';
import { defineRecord } from '@/lib/use-edit-record';
import type { ThemeFormValues } from './theme-schema';
import { useSaveTheme } from './use-save-theme';
import { useAdminTheme, useThemeFormOptions } from './use-theme-form-data';

const idList = (value: unknown, loaded: { id: number }[]) =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : loaded.map((item) => item.id);

/** A list of ids as the records' titles, in the conflict panel. */
function titlesOf(choices: readonly { id: number; title: string }[]) {
  return (value: unknown) => {
    const ids = idList(value, []);
    if (ids.length === 0) return '«خالی»';
    return ids.map((id) => choices.find((choice) => choice.id === id)?.title ?? `#${formatNumber(id)}`).join('، ');
  };
}

/** The theme and the plans and categories it may be given. */
function useThemeEditData(id: number | null) {
  return allOf({ theme: useAdminTheme(id), options: useThemeFormOptions() });
}

function useThemeWrite() {
  const { update } = useSaveTheme();
  return { update: (theme: { id: number }, values: ThemeFormValues, version?: number) => update(theme.id, values, version) };
}

/** A theme's edit page (docs/ARCHITECTURE.md, "Record declarations"). */
export const themeRecord = defineRecord({
  title: 'ویرایش قالب',
  missing: 'این قالب پیدا نشد.',
  saved: 'قالب ویرایش شد',
  skeletonRows: 6,
  list: { to: paths.admin.themes, label: 'بازگشت به قالب‌ها' },
  useLoad: useThemeEditData,
  recordOf: ({ theme }) => theme,
  useWrite: useThemeWrite,
  // A conflict sends the lists as `planIds` and `categoryIds`; the loaded theme has them as records.
  toForm: (stored, theme): ThemeFormValues => {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      title: text(stored.title),
      link: text(stored.link),
      shortDescription: text(stored.shortDescription),
      fullDescription: text(stored.fullDescription),
      image: null,
      mobileImage: null,
      planIds: idList(stored.planIds, theme.plans),
      categoryIds: idList(stored.categoryIds, theme.categories),
    };
  },
  labels: {
    title: 'عنوان قالب',
    link: 'لینک دمو',
    shortDescription: 'توضیح کوتاه',
    fullDescription: 'توضیحات کامل',
    planIds: 'پلن‌ها',
    categoryIds: 'دسته‌بندی‌ها',
  },
  show: ({ options }) => ({ planIds: titlesOf(options.plans), categoryIds: titlesOf(options.categories) }),
});
