import type { ActivityAction, ActivityEntity, OrderStatus } from '@/generated/graphql';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/format';

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  CREATE: 'ایجاد',
  UPDATE: 'ویرایش',
  DELETE: 'حذف',
  RESTORE: 'بازگردانی',
  STATUS: 'تغییر وضعیت',
  SORT: 'تغییر ترتیب',
  UNLOCK: 'باز کردن قفل ورود',
  REVOKE: 'ابطال',
  ASSIGN: 'تعیین مسئول',
  SIGN_OUT: 'خروج از همه نشست‌ها',
  ROTATE_SECRET: 'تعویض کلید امضا',
  REVEAL: 'نمایش اطلاعات دسترسی',
  EXPORT: 'خروجی با اطلاعات دسترسی',
  DEACTIVATE: 'غیرفعال کردن',
  REACTIVATE: 'فعال کردن',
  TRANSFER: 'واگذاری به مالک تازه',
  RESET_TWO_FACTOR: 'بازنشانی ورود دو مرحله‌ای',
  // The system's own entry (412d5f2): a request passed its first-call target uncalled.
  OVERDUE: 'گذشتن از مهلت تماس اول',
};

/** In the order of the sidebar, for the filter. */
export const ACTIVITY_ENTITIES: readonly ActivityEntity[] = [
  'ORDER',
  'ADMIN',
  'CUSTOMER',
  'CUSTOMER_PLAN',
  'THEME',
  'CATEGORY',
  'PLAN',
  'PLAN_FEATURES',
  'FEATURE',
  'WORK_SAMPLE',
  'API_TOKEN',
  'ORDER_CALL',
  'WEBHOOK_ENDPOINT',
  'SITE_SETTINGS',
  'FAQ_ITEM',
];

export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntity, string> = {
  ORDER: 'درخواست مشتری',
  ADMIN: 'مدیر',
  CUSTOMER: 'مشتری',
  CUSTOMER_PLAN: 'پلن مشتری',
  THEME: 'قالب',
  CATEGORY: 'دسته‌بندی قالب',
  PLAN: 'پلن',
  PLAN_FEATURES: 'ویژگی‌های پلن',
  FEATURE: 'ویژگی پلن',
  WORK_SAMPLE: 'نمونه‌کار',
  API_TOKEN: 'توکن API',
  ORDER_CALL: 'تماس و یادداشت درخواست',
  WEBHOOK_ENDPOINT: 'وب‌هوک',
  SITE_SETTINGS: 'تنظیمات سایت',
  FAQ_ITEM: 'پرسش متداول',
};

/** An entity type as the URL holds it; anything else means no filter. */
export function parseActivityEntity(value: string | null | undefined): ActivityEntity | null {
  const upper = value?.trim().toUpperCase();
  return ACTIVITY_ENTITIES.find((entity) => entity === upper) ?? null;
}

const FIELD_LABELS: Record<string, string> = {
  supportPhone: 'تلفن پشتیبانی',
  parentUrl: 'نشانی سایت مادر',
  instagramUrl: 'اینستاگرام',
  telegramUrl: 'تلگرام',
  whatsappUrl: 'واتس‌اپ',
  baleUrl: 'بله',
  eitaaUrl: 'ایتا',
  workingHours: 'ساعات کاری',
  address: 'نشانی',
  enamadUrl: 'پیوند نماد اعتماد',
  enamadImageUrl: 'تصویر نماد اعتماد',
  samandehiUrl: 'پیوند نشان ساماندهی',
  samandehiImageUrl: 'تصویر نشان ساماندهی',
  question: 'پرسش',
  answer: 'پاسخ',
  status: 'وضعیت',
  name: 'نام',
  family: 'نام خانوادگی',
  fullName: 'نام و نام خانوادگی',
  email: 'ایمیل',
  phone: 'تلفن',
  phoneNumber: 'شماره تماس',
  reference: 'کد پیگیری',
  roles: 'نقش',
  title: 'عنوان',
  description: 'توضیحات',
  shortDescription: 'توضیح کوتاه',
  fullDescription: 'توضیحات کامل',
  link: 'لینک',
  image: 'تصویر',
  mobileImage: 'تصویر موبایل',
  sort: 'ترتیب',
  price: 'قیمت',
  listPrice: 'قیمت اصلی',
  hostingSpaceGb: 'فضای میزبانی',
  isPrimary: 'ویژگی اصلی',
  isHeading: 'سرتیتر',
  isActive: 'فعال',
  domainName: 'دامنه',
  orderDate: 'تاریخ سفارش',
  expireDate: 'تاریخ انقضا',
  paid: 'مبلغ پرداختی',
  planId: 'پلن',
  themeId: 'قالب',
  customerId: 'مشتری',
  categoryId: 'دسته‌بندی',
  featureIds: 'ویژگی‌ها',
  planIds: 'پلن‌ها',
  categoryIds: 'دسته‌بندی‌ها',
  password: 'رمز عبور',
  url: 'نشانی',
  events: 'رویدادها',
  enabled: 'فعال',
  disabledReason: 'دلیل غیرفعال شدن',
  accessDetails: 'اطلاعات دسترسی',
  deactivatedAt: 'زمان غیرفعال شدن',
  onDuty: 'در نوبت',
  reassignedTo: 'مسئول درخواست‌های باز',
  apiTokens: 'توکن‌های API',
  createdBy: 'مالک',
  twoFactor: 'ورود دو مرحله‌ای',
};

/**
 * Bookkeeping a status change also writes, which says nothing the row's admin column does not; and
 * the end of a rotated webhook secret's overlap, which the action «تعویض کلید امضا» already means.
 */
const UNSHOWN = new Set(['id', 'operatorId', 'ownerId', 'previousSecretUntil']);
const LONGEST_VALUE = 40;

export interface ActivityChange {
  field: string;
  /** Null where there is no "before" to show: a field of a created, deleted or restored record, a replaced password. */
  before: string | null;
  after: string;
}

/** A deactivation's choices (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): what the superadmin chose, with no "before". */
const DIALOG_CHOICES = new Set(['reassignedTo', 'apiTokens']);

/** What became of a deactivated admin's API tokens. */
const TOKEN_CHOICES: Record<string, string> = { KEEP: 'نگه داشته شد', REVOKE: 'باطل شد' };

/** What the server logs for a secret an update replaced; the secret itself never is. */
const SECRET_REPLACED = 'replaced';

function shown(field: string, value: unknown): string {
  // A deactivation's choices and the owners it changed (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"):
  // admins by number, the tokens' fate in words.
  if (field === 'reassignedTo' && value === null) return 'بدون مسئول';
  if ((field === 'reassignedTo' || field === 'createdBy') && typeof value === 'number') return `مدیر شماره ${toPersianDigits(value)}`;
  if (field === 'apiTokens' && typeof value === 'string' && value in TOKEN_CHOICES) return TOKEN_CHOICES[value];
  if (field === 'deactivatedAt' && typeof value === 'string') return formatJalaliDateTime(value);
  if (value === null || value === undefined || value === '') return '-';
  if (field === 'status' && typeof value === 'string' && value in ORDER_STATUS_LABELS) return ORDER_STATUS_LABELS[value as OrderStatus];
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (Array.isArray(value)) return field === 'featureIds' ? `${toPersianDigits(value.length)} ویژگی` : toPersianDigits(value.join('، '));
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return toPersianDigits(text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text);
}

function parse(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What an update or a status change did, field by field in Persian; for a create, a delete or a
 * restore, the record as it was written, removed or brought back (its filled fields).
 */
export function activityChanges(entry: { action: ActivityAction; before?: string | null; after?: string | null }): ActivityChange[] {
  const before = parse(entry.before);
  const after = parse(entry.after);
  const label = (field: string) => FIELD_LABELS[field] ?? field;
  // A reveal or an export with access details names what was read (never the details themselves), as a create names its record.
  if (['CREATE', 'DELETE', 'RESTORE', 'REVEAL', 'EXPORT'].includes(entry.action)) {
    const record = entry.action === 'DELETE' ? before : after;
    return Object.entries(record)
      .filter(([field, value]) => !UNSHOWN.has(field) && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
      .map(([field, value]) => ({ field: label(field), before: null, after: shown(field, value) }));
  }
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !UNSHOWN.has(field))
    .map((field) =>
      after[field] === SECRET_REPLACED && before[field] == null
        ? { field: label(field), before: null, after: 'تغییر کرد' }
        : DIALOG_CHOICES.has(field)
          ? { field: label(field), before: null, after: shown(field, after[field]) }
          : { field: label(field), before: shown(field, before[field]), after: shown(field, after[field]) },
    );
}
