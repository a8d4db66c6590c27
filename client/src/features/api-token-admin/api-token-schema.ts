import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';
import type { CreateApiTokenInput } from '@/generated/graphql';

/** The scopes (docs/INTEGRATORS.md, "API tokens and scopes"), as the server names them, with what each lets an integrator do. */
export const API_SCOPE_LABELS = {
  'orders:read': 'خواندن درخواست‌های مشتریان',
  'orders:write': 'ثبت و تغییر درخواست‌های مشتریان',
  'customers:read': 'خواندن مشتریان و پلن‌هایشان',
  'customers:write': 'ثبت و تغییر مشتریان و پلن‌هایشان',
  'catalogue:read': 'خواندن قالب‌ها، دسته‌بندی‌ها، پلن‌ها و ویژگی‌ها',
  'catalogue:write': 'تغییر قالب‌ها، دسته‌بندی‌ها، پلن‌ها و ویژگی‌ها',
  'work-samples:read': 'خواندن نمونه‌کارها',
  'work-samples:write': 'تغییر نمونه‌کارها',
} as const;

export type ApiScopeName = keyof typeof API_SCOPE_LABELS;
export const API_SCOPES = Object.keys(API_SCOPE_LABELS) as ApiScopeName[];

/** The lifetimes a token may have; 'none' never expires. */
export const EXPIRY_CHOICES = [
  { value: '30', label: '۳۰ روز' },
  { value: '90', label: '۹۰ روز' },
  { value: '365', label: '۳۶۵ روز' },
  { value: 'none', label: 'بدون انقضا' },
] as const;

export const apiTokenSchema = z.object({
  name: z.string().trim().min(1, 'نام توکن را وارد کنید').max(STAFF_FIELD_LIMITS.tokenName, tooLong('نام', STAFF_FIELD_LIMITS.tokenName)),
  scopes: z.array(z.enum(API_SCOPES as [ApiScopeName, ...ApiScopeName[]])).min(1, 'دست‌کم یک دسترسی را انتخاب کنید'),
  expires_in_days: z.enum(['30', '90', '365', 'none']),
});

export type ApiTokenFormValues = z.input<typeof apiTokenSchema>;

export const API_TOKEN_FIELDS = ['name', 'scopes', 'expires_in_days'] as const;
/** The GraphQL names of the form's fields where they differ. */
export const API_TOKEN_FIELD_NAMES = { expiresInDays: 'expires_in_days' } as const;

export const EMPTY_API_TOKEN: ApiTokenFormValues = { name: '', scopes: [], expires_in_days: '90' };

export function toApiTokenInput(values: ApiTokenFormValues): CreateApiTokenInput {
  return {
    name: values.name.trim(),
    scopes: API_SCOPES.filter((scope) => values.scopes.includes(scope)),
    expiresInDays: values.expires_in_days === 'none' ? null : Number(values.expires_in_days),
  };
}
