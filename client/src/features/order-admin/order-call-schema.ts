import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';
import type { CallOutcome } from '@/generated/graphql';
import { tehranMoment } from '@/lib/format';

/** How a call went, in the order an adviser meets them. */
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  NO_ANSWER: 'پاسخ نداد',
  BUSY: 'مشغول بود',
  TALKED: 'صحبت شد',
  WRONG_NUMBER: 'شماره اشتباه',
  NOT_INTERESTED: 'علاقه‌ای ندارد',
  BECAME_CUSTOMER: 'مشتری شد',
};

export const CALL_OUTCOMES = Object.keys(CALL_OUTCOME_LABELS) as CallOutcome[];

/** The form's first choice: a call with its outcome, or a note (no contact attempt). */
export const NOTE_CHOICE = 'NOTE';

export const NOTE_MAX = STAFF_FIELD_LIMITS.callNote;

export const orderCallSchema = z
  .object({
    entry: z.enum([NOTE_CHOICE, ...CALL_OUTCOMES] as [string, ...string[]]),
    note: z.string().trim().max(NOTE_MAX, tooLong('یادداشت', NOTE_MAX)),
    /** Gregorian `YYYY-MM-DD` of the Jalali day picked; null for no follow-up. */
    nextDay: z.string().nullable(),
    /** `HH:MM` in Tehran, any digits. */
    nextTime: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.entry === NOTE_CHOICE && !values.note) context.addIssue({ code: 'custom', path: ['note'], message: 'یادداشت را بنویسید' });
    if (values.nextDay && !values.nextTime)
      context.addIssue({ code: 'custom', path: ['nextTime'], message: 'ساعت تماس بعدی را وارد کنید' });
    if (!values.nextDay && values.nextTime)
      context.addIssue({ code: 'custom', path: ['nextDay'], message: 'روز تماس بعدی را انتخاب کنید' });
    if (values.nextDay && values.nextTime && !tehranMoment(values.nextDay, values.nextTime)) {
      context.addIssue({ code: 'custom', path: ['nextTime'], message: 'ساعت را مثل ۱۶:۳۰ وارد کنید' });
    }
  })
  .transform((values) => ({
    outcome: values.entry === NOTE_CHOICE ? null : (values.entry as CallOutcome),
    note: values.note || null,
    nextCallAt: values.nextDay && values.nextTime ? tehranMoment(values.nextDay, values.nextTime) : null,
  }));

export type OrderCallFormValues = z.input<typeof orderCallSchema>;
export type CheckedOrderCall = z.output<typeof orderCallSchema>;

/** The API's names for the fields a 422 may name (nextCallAt is the two fields together). */
export const ORDER_CALL_FIELDS = ['entry', 'note', 'nextDay', 'nextTime'] as const;
export const ORDER_CALL_FIELD_NAMES = { outcome: 'entry', nextCallAt: 'nextTime' } as const;

export const EMPTY_ORDER_CALL: OrderCallFormValues = { entry: 'NO_ANSWER', note: '', nextDay: null, nextTime: '' };
