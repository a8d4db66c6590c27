import { z } from 'zod';
import { ACCESS_DETAILS_MASK, AMOUNT_LIMITS } from '@site-builder/rules';
import type { CreateCustomerPlanInput, UpdateCustomerPlanInput } from '@/generated/graphql';
import { formatNumber, parseWholeNumber, toLatinDigits } from '@/lib/format';
import { optionalWholeNumber } from '@/lib/whole-number-field';

/**
 * docs/ARCHITECTURE.md §5: customer plan forms have no client rules; the server judges and its 422s show under
 * the fields. The checks here are what the API's types cannot carry: a plan id (`planId: Int!`)
 * and an amount that is a whole number within the server's range (its words, and the range it
 * would refuse, so an amount too large is not called "not a whole number").
 */
export const customerPlanSchema = z.object({
  domainName: z.string(),
  planId: z.string().min(1, 'پلن الزامی است'),
  themeId: z.string(),
  orderDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  description: z.string(),
  /**
   * The access details as the form holds them (docs/ARCHITECTURE.md, "Secrets shown on purpose"): `hidden` behind «••••» until revealed
   * (then nothing about them is sent), `shown` (the text the server holds is `revealed`: only a
   * change is sent), or `cleared` by «پاک کردن اطلاعات دسترسی» (the save empties them unless a new text is typed).
   */
  access: z.enum(['hidden', 'shown', 'cleared']),
  revealed: z.string(),
  paid: optionalWholeNumber('مبلغ پرداختی', AMOUNT_LIMITS.tomans),
  isActive: z.boolean(),
});

export type CustomerPlanFormValues = z.infer<typeof customerPlanSchema>;

/** Input names the server may put a 422 message under. */
export const CUSTOMER_PLAN_FIELDS = [
  'domainName',
  'planId',
  'themeId',
  'orderDate',
  'expireDate',
  'description',
  'paid',
  'isActive',
] as const;

/** The fields a conflict compares, under the labels the form shows them with. */
export const CUSTOMER_PLAN_LABELS = {
  domainName: 'نام دامنه',
  planId: 'پلن',
  themeId: 'کد قالب',
  orderDate: 'تاریخ سفارش',
  expireDate: 'تاریخ انقضا',
  description: 'اطلاعات دسترسی',
  paid: 'مبلغ پرداختی (تومان)',
  isActive: 'سرویس فعال است',
} as const;

/** docs/ARCHITECTURE.md §9: a new plan starts inactive (is_active 0). */
export const EMPTY_CUSTOMER_PLAN: CustomerPlanFormValues = {
  domainName: '',
  planId: '',
  themeId: '',
  orderDate: null,
  expireDate: null,
  description: '',
  access: 'shown',
  revealed: '',
  paid: '',
  isActive: false,
};

interface StoredCustomerPlan {
  planId: number;
  themeId?: number | null;
  domainName: string;
  orderDate?: string | null;
  expireDate?: string | null;
  description?: string | null;
  paid?: number | null;
  isActive: boolean;
}

/** The edit form, filled from a stored plan. */
export function customerPlanToForm(plan: StoredCustomerPlan): CustomerPlanFormValues {
  return {
    domainName: plan.domainName,
    planId: String(plan.planId),
    themeId: plan.themeId == null ? '' : String(plan.themeId),
    orderDate: plan.orderDate ?? null,
    expireDate: plan.expireDate ?? null,
    // Reads carry «••••» for stored access details: the form shows them only once revealed.
    ...(plan.description === ACCESS_DETAILS_MASK
      ? { description: '', access: 'hidden' as const, revealed: '' }
      : { description: plan.description ?? '', access: 'shown' as const, revealed: plan.description ?? '' }),
    paid: plan.paid == null ? '' : formatNumber(plan.paid),
    isActive: plan.isActive,
  };
}

/**
 * The API's input from the form (without the customer, which the create call adds): what was
 * left empty is sent as null so an edit can clear it; the amount may be typed in Persian digits
 * with separators.
 */
export function toCustomerPlanInput(values: CustomerPlanFormValues): Omit<CreateCustomerPlanInput, 'customerId'> {
  return {
    domainName: toLatinDigits(values.domainName.trim()),
    planId: Number(values.planId),
    themeId: values.themeId === '' ? null : Number(values.themeId),
    orderDate: values.orderDate || null,
    expireDate: values.expireDate || null,
    description: values.description.trim() === '' ? null : values.description,
    paid: parseWholeNumber(values.paid),
    isActive: values.isActive,
  };
}

/**
 * An update from the edit form: the access details are sent only when they were revealed (or were
 * empty) and then changed, or cleared on purpose; otherwise the field is left out and the server
 * keeps what it holds (the mask is never sent as a value).
 */
export function toCustomerPlanUpdate(values: CustomerPlanFormValues): UpdateCustomerPlanInput {
  const { description, ...rest } = toCustomerPlanInput(values);
  const typed = description ?? '';
  if (values.access === 'hidden') return rest;
  if (values.access === 'shown' && values.description === values.revealed) return rest;
  return typed === '' ? { ...rest, clearDescription: true } : { ...rest, description: typed };
}
