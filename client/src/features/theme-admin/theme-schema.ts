import { z } from 'zod';

/** An optional image: nothing chosen, or a file the browser calls an image (the server checks the bytes). */
const imageFile = z
  .custom<File | null>((value) => value === null || value instanceof File, 'فایل انتخاب‌شده معتبر نیست')
  .refine((file) => file === null || file.type.startsWith('image/'), 'فقط فایل تصویری پذیرفته می‌شود');

const baseSchema = z.object({
  title: z.string().trim().min(1, 'عنوان قالب را وارد کنید'),
  // docs/ARCHITECTURE.md §5: "an https address or a path of this site" is a hint beside the field; the server decides.
  link: z.string().trim().min(1, 'لینک دمو را وارد کنید'),
  shortDescription: z.string(),
  fullDescription: z.string(),
  image: imageFile,
  mobileImage: imageFile,
  planIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
});

export type ThemeFormValues = z.infer<typeof baseSchema>;

/** docs/ARCHITECTURE.md §5: title and demo link are required; the image only when the theme is created. */
export function themeSchema(mode: 'create' | 'edit') {
  if (mode === 'edit') return baseSchema;
  return baseSchema.refine((values) => values.image !== null, { path: ['image'], message: 'تصویر قالب را انتخاب کنید' });
}

export const EMPTY_THEME: ThemeFormValues = {
  title: '',
  link: '',
  shortDescription: '',
  fullDescription: '',
  image: null,
  mobileImage: null,
  planIds: [],
  categoryIds: [],
};

/** Input field names the server may put 422 messages under. */
export const THEME_FIELDS = [
  'title',
  'link',
  'shortDescription',
  'fullDescription',
  'image',
  'mobileImage',
  'planIds',
  'categoryIds',
] as const;

/** The GraphQL input: trimmed text, empty optional text as null (clears it on edit). */
export function toThemeInput(values: ThemeFormValues) {
  return {
    title: values.title.trim(),
    link: values.link.trim(),
    shortDescription: values.shortDescription.trim() || null,
    fullDescription: values.fullDescription.trim() || null,
    planIds: values.planIds,
    categoryIds: values.categoryIds,
  };
}
