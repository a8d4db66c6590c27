import {
  FAQ_LIMITS,
  IRAN_PHONE,
  normalizePhone,
  SITE_SETTINGS_LIMITS,
  siteLinkProblem,
  toLatinDigits,
  type SiteLinkField,
} from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';

/** A link field: trimmed, checked as the server checks it (packages/rules/src/site-identity.ts); empty hides it. */
const link = (field: SiteLinkField) =>
  z
    .string()
    .transform((value) => toLatinDigits(value).trim())
    .superRefine((value, context) => {
      const problem = siteLinkProblem(field, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

const text = (max: number, label: string) => z.string().trim().max(max, tooLong(label, max));

export const siteSettingsSchema = z
  .object({
    supportPhone: z
      .string()
      .transform((value) => (value.trim() ? normalizePhone(value) : ''))
      .refine((value) => value === '' || IRAN_PHONE.test(value), 'شماره تلفن معتبر نیست؛ ۱۱ رقم با صفر اول وارد کنید'),
    parentUrl: link('parentUrl'),
    instagramUrl: link('instagramUrl'),
    telegramUrl: link('telegramUrl'),
    whatsappUrl: link('whatsappUrl'),
    baleUrl: link('baleUrl'),
    eitaaUrl: link('eitaaUrl'),
    workingHours: text(SITE_SETTINGS_LIMITS.workingHours, 'ساعات کاری'),
    address: text(SITE_SETTINGS_LIMITS.address, 'نشانی'),
    enamadUrl: link('enamadUrl'),
    enamadImageUrl: link('enamadImageUrl'),
    samandehiUrl: link('samandehiUrl'),
    samandehiImageUrl: link('samandehiImageUrl'),
  })
  .superRefine((values, context) => {
    // A badge is its link and its image: one alone would show a broken badge or an empty link.
    for (const [linkField, imageField, name] of [
      ['enamadUrl', 'enamadImageUrl', 'نماد اعتماد الکترونیکی'],
      ['samandehiUrl', 'samandehiImageUrl', 'نشان ساماندهی'],
    ] as const) {
      if (Boolean(values[linkField]) === Boolean(values[imageField])) continue;
      const missing = values[linkField] ? imageField : linkField;
      context.addIssue({ code: 'custom', path: [missing], message: `${name} هم پیوند و هم تصویر می‌خواهد` });
    }
  });

export type SiteSettingsFormValues = z.input<typeof siteSettingsSchema>;
export type SiteSettingsChecked = z.output<typeof siteSettingsSchema>;

export const SITE_SETTINGS_FIELDS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettingsFormValues)[];

export const SITE_SETTINGS_LABELS: Record<keyof SiteSettingsFormValues, string> = {
  supportPhone: 'تلفن پشتیبانی',
  parentUrl: 'نشانی سایت مادر',
  instagramUrl: 'اینستاگرام',
  telegramUrl: 'تلگرام',
  whatsappUrl: 'واتس‌اپ',
  baleUrl: 'بله',
  eitaaUrl: 'ایتا',
  workingHours: 'ساعات پاسخ‌گویی',
  address: 'نشانی',
  enamadUrl: 'پیوند نماد اعتماد الکترونیکی',
  enamadImageUrl: 'تصویر نماد اعتماد الکترونیکی',
  samandehiUrl: 'پیوند نشان ساماندهی',
  samandehiImageUrl: 'تصویر نشان ساماندهی',
};

export const faqItemSchema = z.object({
  question: z.string().trim().min(1, 'پرسش را وارد کنید').max(FAQ_LIMITS.question, tooLong('پرسش', FAQ_LIMITS.question)),
  answer: z.string().trim().min(1, 'پاسخ را وارد کنید').max(FAQ_LIMITS.answer, tooLong('پاسخ', FAQ_LIMITS.answer)),
});

export type FaqItemFormValues = z.input<typeof faqItemSchema>;
export const FAQ_ITEM_FIELDS = ['question', 'answer'] as const;
