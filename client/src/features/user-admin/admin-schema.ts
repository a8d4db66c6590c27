import { FIELD_LIMITS, STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { z } from 'zod';
import { tooLong } from '@/lib/field-messages';
import { normalizeMobile, toPersianDigits } from '@/lib/format';
import type { AdminRole, CreateAdminInput, UpdateAdminInput } from '@/generated/graphql';

export type AdminFormMode = 'add' | 'edit';

/** The roles a superadmin grants (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), as the form's select shows them. */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { ADMIN: 'مدیر', SUPERADMIN: 'مدیر ارشد' };

/**
 * docs/ARCHITECTURE.md §5: name, family, e-mail and phone are required; the password only when adding. On edit
 * an empty password means "keep the current one". Changing your own password (`own`) needs the
 * current one, as the server does.
 */
export function adminSchema(mode: AdminFormMode, own = false) {
  return z
    .object({
      name: z.string().trim().min(1, 'نام را وارد کنید').max(FIELD_LIMITS.personName, tooLong('نام', FIELD_LIMITS.personName)),
      family: z
        .string()
        .trim()
        .min(1, 'نام خانوادگی را وارد کنید')
        .max(FIELD_LIMITS.personName, tooLong('نام خانوادگی', FIELD_LIMITS.personName)),
      email: z.string().trim().min(1, 'ایمیل را وارد کنید').pipe(z.email('ایمیل معتبر نیست')),
      phone: z
        .string()
        .trim()
        .min(1, 'شماره موبایل را وارد کنید')
        .refine((value) => value === '' || normalizeMobile(value) !== null, 'شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید'),
      password: z
        .string()
        .refine((value) => mode === 'edit' || value.length > 0, 'رمز عبور را وارد کنید')
        .refine(
          (value) => value.length === 0 || value.length >= STAFF_FIELD_LIMITS.passwordMin,
          `رمز عبور باید دست‌کم ${toPersianDigits(STAFF_FIELD_LIMITS.passwordMin)} نویسه باشد`,
        )
        .refine((value) => value.length <= STAFF_FIELD_LIMITS.passwordMax, tooLong('رمز عبور', STAFF_FIELD_LIMITS.passwordMax)),
      current_password: z.string(),
      role: z.enum(['ADMIN', 'SUPERADMIN']),
    })
    .refine((values) => !own || values.password === '' || values.current_password !== '', {
      path: ['current_password'],
      message: 'رمز عبور فعلی را وارد کنید',
    });
}

export type AdminFormValues = z.input<ReturnType<typeof adminSchema>>;

export const ADMIN_FIELDS = ['name', 'family', 'email', 'phone', 'password', 'current_password', 'role'] as const;

/** The GraphQL names of the form's fields where they differ (inputs carry the REST names). */
export const ADMIN_FIELD_NAMES = { currentPassword: 'current_password' } as const;

export const EMPTY_ADMIN: AdminFormValues = {
  name: '',
  family: '',
  email: '',
  phone: '',
  password: '',
  current_password: '',
  role: 'ADMIN',
};

/** The fields a conflict compares, under the form's labels (never the passwords). */
export const ADMIN_LABELS = { name: 'نام', family: 'نام خانوادگی', email: 'ایمیل', phone: 'شماره موبایل', role: 'نقش' } as const;

/** A stored admin (API field names) as the edit form shows it: the phone in Persian digits, no password typed. */
export function adminToForm(stored: {
  name?: unknown;
  family?: unknown;
  email?: unknown;
  phone?: unknown;
  roles?: readonly unknown[];
}): AdminFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(stored.name),
    family: text(stored.family),
    email: text(stored.email),
    phone: toPersianDigits(text(stored.phone)),
    password: '',
    current_password: '',
    role: stored.roles?.includes('superadmin') ? 'SUPERADMIN' : 'ADMIN',
  };
}

/**
 * What the API receives: trimmed text and the mobile number in Latin digits; the role only from a
 * superadmin's form (`withRole`), since the server refuses it from anyone else.
 */
export function toAdminInput(values: AdminFormValues, withRole = false): CreateAdminInput {
  return {
    name: values.name.trim(),
    family: values.family.trim(),
    email: values.email.trim(),
    phone: normalizeMobile(values.phone) ?? values.phone.trim(),
    password: values.password,
    ...(withRole ? { role: values.role } : {}),
  };
}

/** As on add, but a password left empty is not sent, so the current one stays; a new one goes with the current one when given. */
export function toAdminUpdate(values: AdminFormValues, withRole = false): UpdateAdminInput {
  const { password, ...rest } = toAdminInput(values, withRole);
  if (!password) return rest;
  return values.current_password ? { ...rest, password, currentPassword: values.current_password } : { ...rest, password };
}
