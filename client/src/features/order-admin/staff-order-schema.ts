import { z } from 'zod';
import type { CreateOrderInput } from '@/generated/graphql';
import { normalizeMobile } from '@/lib/format';
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG, FULL_NAME_REQUIRED, MOBILE_HINT } from '@/lib/order-rules';

/** A request staff take by phone: the public form's rules (a mobile in any digits, a bounded description). */
export const staffOrderSchema = z.object({
  fullName: z.string().trim().min(1, FULL_NAME_REQUIRED),
  phoneNumber: z.string().transform((value, context) => {
    const mobile = normalizeMobile(value);
    if (mobile) return mobile;
    context.addIssue({ code: 'custom', message: MOBILE_HINT });
    return z.NEVER;
  }),
  description: z.string().trim().max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG),
});

export type StaffOrderFormValues = z.input<typeof staffOrderSchema>;
export type CheckedStaffOrder = z.output<typeof staffOrderSchema>;

export const STAFF_ORDER_FIELDS = ['fullName', 'phoneNumber', 'description'] as const;

export const EMPTY_STAFF_ORDER: StaffOrderFormValues = { fullName: '', phoneNumber: '', description: '' };

export function toStaffOrderInput(values: CheckedStaffOrder): CreateOrderInput {
  return { fullName: values.fullName, phoneNumber: values.phoneNumber, description: values.description || null };
}
