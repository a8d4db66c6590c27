import { normalizeMobile } from '@/lib/format';
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG, FULL_NAME_REQUIRED, MOBILE_HINT } from '@/lib/order-rules';

/** The form's fields, named as the API's (docs/ARCHITECTURE.md, runtime contract), in the order they are shown. */
export const ORDER_FIELDS = ['full_name', 'phone_number', 'description'] as const;

export type OrderFormValues = Record<(typeof ORDER_FIELDS)[number], string>;
export type OrderFieldErrors = Partial<Record<(typeof ORDER_FIELDS)[number], string>>;

/**
 * Every field checked at once, so a visitor sees all that is wrong in one go: the input the API
 * takes, or the message of each field that is not right (the server checks again).
 */
export function checkOrderForm(values: OrderFormValues): {
  input: { fullName: string; phoneNumber: string; description: string | null } | null;
  errors: OrderFieldErrors;
} {
  const errors: OrderFieldErrors = {};
  const fullName = values.full_name.trim();
  if (!fullName) errors.full_name = FULL_NAME_REQUIRED;
  const phoneNumber = normalizeMobile(values.phone_number);
  if (!phoneNumber) errors.phone_number = MOBILE_HINT;
  const description = values.description.trim();
  if (description.length > DESCRIPTION_MAX) errors.description = DESCRIPTION_TOO_LONG;
  if (Object.keys(errors).length || !phoneNumber) return { input: null, errors };
  return { input: { fullName, phoneNumber, description: description || null }, errors };
}

/** The first field, in the form's order, with a message: where focus goes. */
export function firstInvalidField(errors: OrderFieldErrors): (typeof ORDER_FIELDS)[number] | undefined {
  return ORDER_FIELDS.find((name) => errors[name]);
}
