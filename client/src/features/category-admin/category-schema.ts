import { FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';

export type CategoryFormMode = 'add' | 'edit';

/** What the server stores (it checks the content too); SVG is never accepted. */
const IMAGE_MIME = /^image\/(png|jpeg|webp|gif)$/;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** docs/ARCHITECTURE.md §5: title always; an image on create (on edit a new one is optional and replaces the old). */
export function categorySchema(mode: CategoryFormMode) {
  return z.object({
    title: z.string().trim().min(1, 'عنوان را وارد کنید').max(FIELD_LIMITS.title, tooLong('عنوان', FIELD_LIMITS.title)),
    image: z
      .instanceof(File)
      .nullable()
      .refine((file) => mode === 'edit' || file !== null, 'تصویر را انتخاب کنید')
      .refine((file) => !file || IMAGE_MIME.test(file.type), 'فقط تصویر PNG، JPEG، WebP یا GIF پذیرفته می‌شود')
      .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد'),
  });
}

export type CategoryFormValues = z.input<ReturnType<typeof categorySchema>>;

export const CATEGORY_FIELDS = ['title', 'image'] as const;
