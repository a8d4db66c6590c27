import type { ActivityAction, ActivityEntity, OrderStatus } from '@/generated/graphql';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { toPersianDigits } from '@/lib/format';

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
};

/** Bookkeeping a status change also writes, which says nothing the row's admin column does not. */
const UNSHOWN = new Set(['id', 'operatorId', 'ownerId']);
const LONGEST_VALUE = 40;

export interface ActivityChange {
  field: string;
  before: string;
  after: string;
}

function shown(field: string, value: unknown): string {
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
 * What an update or a status change did, field by field in Persian; a create or a delete names
 * its record, which the row already shows, so it lists nothing.
 */
export function activityChanges(entry: { action: ActivityAction; before?: string | null; after?: string | null }): ActivityChange[] {
  if (entry.action === 'CREATE' || entry.action === 'DELETE') return [];
  const before = parse(entry.before);
  const after = parse(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !UNSHOWN.has(field))
    .map((field) => ({ field: FIELD_LABELS[field] ?? field, before: shown(field, before[field]), after: shown(field, after[field]) }));
}
