import { z } from 'zod';
import type { CreateCustomerInput } from '@/generated/graphql';
import { toLatinDigits, toPersianDigits } from '@/lib/format';
import { splitFullName } from '@/lib/person-name';

/** docs/ARCHITECTURE.md §5: name, family, e-mail and phone are required; the expert note is optional. */
export const customerSchema = z.object({
  name: z.string().trim().min(1, 'نام را وارد کنید'),
  family: z.string().trim().min(1, 'نام خانوادگی را وارد کنید'),
  email: z.string().trim().min(1, 'ایمیل را وارد کنید').pipe(z.email('ایمیل معتبر نیست')),
  phone: z.string().trim().min(1, 'شماره تلفن را وارد کنید'),
  description: z.string(),
});

export type CustomerFormValues = z.input<typeof customerSchema>;
/** The values once checked and trimmed. */
export type CheckedCustomer = z.output<typeof customerSchema>;

/** Input names the server may put a 422 message under. */
export const CUSTOMER_FIELDS = ['name', 'family', 'email', 'phone', 'description'] as const;

/** The form's fields as a conflict names them (docs/ARCHITECTURE.md, "Edit versions"). */
export const CUSTOMER_LABELS = {
  name: 'نام',
  family: 'نام خانوادگی',
  email: 'ایمیل',
  phone: 'شماره تلفن',
  description: 'یادداشت کارشناس',
} as const;

export const EMPTY_CUSTOMER: CustomerFormValues = { name: '', family: '', email: '', phone: '', description: '' };

/** «تبدیل به مشتری»: the request's one name split into first and family name, its phone and its description; the e-mail is asked. */
export function requestToCustomerForm(request: { fullName: string; phoneNumber: string; description?: string | null }): CustomerFormValues {
  return {
    ...EMPTY_CUSTOMER,
    ...splitFullName(request.fullName),
    phone: toPersianDigits(request.phoneNumber),
    // What the visitor wrote starts the expert note.
    description: request.description ?? '',
  };
}

export function customerToForm(customer: {
  name: string;
  family: string;
  email: string;
  phone: string;
  description?: string | null;
}): CustomerFormValues {
  return {
    name: customer.name,
    family: customer.family,
    email: customer.email,
    // Shown in Persian digits like every figure on screen; sent back in Latin ones (toCustomerInput).
    phone: toPersianDigits(customer.phone),
    description: customer.description ?? '',
  };
}

/** The API's input from checked form values: digits typed in Persian become Latin, an empty note is none. */
export function toCustomerInput(values: CheckedCustomer): CreateCustomerInput {
  return {
    name: values.name,
    family: values.family,
    email: values.email,
    phone: toLatinDigits(values.phone),
    description: values.description.trim() || null,
  };
}
