import { FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';
import { formatNumber, parseWholeNumber } from '@/lib/format';

/** docs/ARCHITECTURE.md §5: a feature needs a title; "heading" marks a section title of the comparison table. */
export const featureSchema = z.object({
  title: z.string().trim().min(1, 'عنوان را وارد کنید').max(FIELD_LIMITS.title, tooLong('عنوان', FIELD_LIMITS.title)),
  isHeading: z.boolean(),
});

export type FeatureFormValues = z.input<typeof featureSchema>;
/** The values once checked: the title trimmed. */
export type CheckedFeature = z.output<typeof featureSchema>;

export const FEATURE_FIELDS = ['title', 'isHeading'] as const;

/** The server's range for a display position. */
const MAX_SORT = 1_000_000;

/** A display position typed in a list row, in any digits; the error is shown under that row's box. */
export const sortSchema = z
  .string()
  .superRefine((value, ctx) => {
    const n = parseWholeNumber(value);
    if (n === null) ctx.addIssue({ code: 'custom', message: 'ترتیب را وارد کنید' });
    else if (Number.isNaN(n)) ctx.addIssue({ code: 'custom', message: 'ترتیب را فقط با رقم وارد کنید' });
    else if (n < 0) ctx.addIssue({ code: 'custom', message: 'ترتیب نباید کمتر از ۰ باشد' });
    else if (n > MAX_SORT) ctx.addIssue({ code: 'custom', message: `ترتیب نباید بیشتر از ${formatNumber(MAX_SORT)} باشد` });
  })
  .transform((value) => parseWholeNumber(value) as number);
