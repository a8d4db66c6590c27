import { z } from 'zod';
import { AMOUNT_LIMITS, FIELD_LIMITS } from '@site-builder/rules';
import type { CreatePlanInput } from '@/generated/graphql';
import { formatNumber, parseWholeNumber } from '@/lib/format';
import { optionalWholeNumber } from '@/lib/whole-number-field';

/** docs/ARCHITECTURE.md §5: a plan needs a title; the prices and hosting space are optional. */
export const planSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'عنوان را وارد کنید')
      .max(FIELD_LIMITS.title, `عنوان نباید بیشتر از ${formatNumber(FIELD_LIMITS.title)} نویسه باشد`),
    listPrice: optionalWholeNumber('قیمت اصلی', AMOUNT_LIMITS.tomans),
    price: optionalWholeNumber('قیمت با تخفیف', AMOUNT_LIMITS.tomans),
    hostingSpaceGb: optionalWholeNumber('فضای میزبانی', AMOUNT_LIMITS.hostingSpaceGb),
  })
  .refine(
    ({ listPrice, price }) => {
      const list = parseWholeNumber(listPrice);
      const discounted = parseWholeNumber(price);
      // Only two valid figures are compared; a malformed one already has its own message.
      if (list === null || discounted === null || Number.isNaN(list) || Number.isNaN(discounted)) return true;
      return discounted <= list;
    },
    { path: ['price'], message: 'قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد' },
  );

export type PlanFormValues = z.input<typeof planSchema>;

export const PLAN_FIELDS = ['title', 'listPrice', 'price', 'hostingSpaceGb'] as const;

export const EMPTY_PLAN: PlanFormValues = { title: '', listPrice: '', price: '', hostingSpaceGb: '' };

/** A stored figure as the form shows it: Persian digits with separators, empty for "by agreement". */
export function toPlanField(value: number | null | undefined): string {
  return value == null ? '' : formatNumber(value);
}

/** Empty figures go as null, which the API stores as "by agreement" (on update too). */
export function toPlanInput(values: PlanFormValues): CreatePlanInput {
  return {
    title: values.title.trim(),
    listPrice: parseWholeNumber(values.listPrice),
    price: parseWholeNumber(values.price),
    hostingSpaceGb: parseWholeNumber(values.hostingSpaceGb),
  };
}
