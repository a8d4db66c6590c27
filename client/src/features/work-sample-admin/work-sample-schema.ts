import { z } from 'zod';

const baseSchema = z.object({
  domainName: z.string().trim().min(1, 'آدرس سایت را وارد کنید'),
  title: z.string().trim().min(1, 'عنوان را وارد کنید'),
  description: z.string(),
  isActive: z.boolean(),
  planIds: z.array(z.number().int()),
  image: z
    .custom<File | null>((value) => value === null || value instanceof File, 'فایل انتخاب‌شده معتبر نیست')
    .refine((file) => file === null || file.type.startsWith('image/'), 'فقط فایل تصویری پذیرفته می‌شود'),
});

export type WorkSampleFormValues = z.infer<typeof baseSchema>;

/** docs/ARCHITECTURE.md §5: site address and title are required; the image only when the sample is added. */
export function workSampleSchema(mode: 'create' | 'edit') {
  if (mode === 'edit') return baseSchema;
  return baseSchema.refine((values) => values.image !== null, { path: ['image'], message: 'تصویر نمونه کار را انتخاب کنید' });
}

/** docs/ARCHITECTURE.md §9: a new sample is inactive unless ticked. */
export const EMPTY_WORK_SAMPLE: WorkSampleFormValues = {
  domainName: '',
  title: '',
  description: '',
  isActive: false,
  planIds: [],
  image: null,
};

/** The fields a conflict compares, under the form's labels; the plans are a list chosen anew. */
export const WORK_SAMPLE_LABELS = {
  domainName: 'آدرس سایت',
  title: 'عنوان',
  description: 'توضیحات',
  isActive: 'فعال',
} as const;

/** A stored work sample (API field names) as the edit form shows it; its plans and image stay as loaded. */
export function workSampleToForm(stored: Record<string, unknown>, planIds: number[]): WorkSampleFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    domainName: text(stored.domainName),
    title: text(stored.title),
    description: text(stored.description),
    isActive: Boolean(stored.isActive),
    planIds,
    image: null,
  };
}

/** Input field names the server may put 422 messages under. */
export const WORK_SAMPLE_FIELDS = ['domainName', 'title', 'description', 'isActive', 'planIds', 'image'] as const;

/** The GraphQL input; an emptied description is sent as null so an edit clears it. */
export function toWorkSampleInput(values: WorkSampleFormValues) {
  return {
    domainName: values.domainName.trim(),
    title: values.title.trim(),
    description: values.description.trim() || null,
    isActive: values.isActive,
    planIds: values.planIds,
  };
}
