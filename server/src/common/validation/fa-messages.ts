import type { ValidationArguments, ValidationOptions } from 'class-validator';
import { toPersianDigits } from '@site-builder/rules';

/** Persian names of input fields, used to word every validation message. */
const LABELS: Record<string, string> = {
  alertSound: 'صدای اعلان',
  categoryIds: 'دسته‌بندی‌ها',
  currentPassword: 'رمز عبور فعلی',
  customerId: 'مشتری',
  description: 'توضیحات',
  domainName: 'نام دامنه',
  email: 'ایمیل',
  expiresInDays: 'مدت اعتبار',
  expireDate: 'تاریخ انقضا',
  family: 'نام خانوادگی',
  featureIds: 'ویژگی‌ها',
  fullDescription: 'توضیحات کامل',
  fullName: 'نام و نام خانوادگی',
  hostingSpaceGb: 'فضای هاست',
  id: 'شناسه',
  image: 'تصویر',
  isActive: 'وضعیت فعال',
  isHeading: 'سرفصل بودن',
  isPrimary: 'ستون ثابت',
  link: 'لینک دمو',
  listPrice: 'قیمت اصلی',
  login: 'نام کاربری',
  mobileImage: 'تصویر موبایل',
  name: 'نام',
  notifyAssignedEmail: 'ایمیل درخواست تازه',
  notifyAssignedSms: 'پیامک درخواست تازه',
  notifyOffHours: 'اعلان بیرون از ساعت کاری',
  notifyOverdueEmail: 'ایمیل دیرکرد تماس اول',
  notifyOverdueSms: 'پیامک دیرکرد تماس اول',
  orderDate: 'تاریخ سفارش',
  page: 'شماره صفحه',
  paid: 'مبلغ پرداختی',
  password: 'رمز عبور',
  perPage: 'تعداد در هر صفحه',
  phone: 'شماره تلفن',
  phoneNumber: 'شماره موبایل',
  planId: 'پلن',
  planIds: 'پلن‌ها',
  price: 'قیمت با تخفیف',
  scopes: 'دسترسی‌ها',
  search: 'عبارت جستجو',
  supportPhone: 'تلفن پشتیبانی',
  parentUrl: 'نشانی سایت مادر',
  instagramUrl: 'اینستاگرام',
  telegramUrl: 'تلگرام',
  whatsappUrl: 'واتس‌اپ',
  baleUrl: 'بله',
  eitaaUrl: 'ایتا',
  workingHours: 'ساعات کاری',
  address: 'نشانی',
  enamadUrl: 'پیوند نماد اعتماد الکترونیکی',
  enamadImageUrl: 'تصویر نماد اعتماد الکترونیکی',
  samandehiUrl: 'پیوند نشان ساماندهی',
  samandehiImageUrl: 'تصویر نشان ساماندهی',
  question: 'پرسش',
  answer: 'پاسخ',
  shortDescription: 'توضیح کوتاه',
  sort: 'ترتیب نمایش',
  status: 'وضعیت',
  themeId: 'کد قالب',
  orderId: 'درخواست',
  outcome: 'نتیجه تماس',
  note: 'یادداشت',
  nextCallAt: 'زمان تماس بعدی',
  owner: 'مسئول',
  months: 'تعداد ماه‌ها',
  weeks: 'تعداد هفته‌ها',
  title: 'عنوان',
  version: 'نسخه',
  expectedStatus: 'وضعیت دیده‌شده',
};

export function fieldLabel(property: string): string {
  return LABELS[property] ?? property;
}

type Message = (args: ValidationArguments) => string;
const say = (message: Message): ValidationOptions => ({ message });
const each = (message: Message): ValidationOptions => ({ message, each: true });

/** Validation options with Persian messages, for class-validator decorators. */
export const fa = {
  required: say((a) => `${fieldLabel(a.property)} الزامی است`),
  text: say((a) => `${fieldLabel(a.property)} باید متن باشد`),
  email: say(() => 'ایمیل معتبر نیست'),
  maxLength: say((a) => `${fieldLabel(a.property)} نباید بیشتر از ${toPersianDigits(a.constraints[0])} نویسه باشد`),
  minLength: say((a) => `${fieldLabel(a.property)} باید دست‌کم ${toPersianDigits(a.constraints[0])} نویسه باشد`),
  int: say((a) => `${fieldLabel(a.property)} باید عدد صحیح باشد`),
  intEach: each((a) => `${fieldLabel(a.property)} باید فهرستی از شناسه‌های عددی باشد`),
  min: say((a) => `${fieldLabel(a.property)} نباید کمتر از ${toPersianDigits(a.constraints[0])} باشد`),
  max: say((a) => `${fieldLabel(a.property)} نباید بیشتر از ${toPersianDigits(a.constraints[0])} باشد`),
  boolean: say((a) => `${fieldLabel(a.property)} باید بله یا خیر باشد`),
  oneOf: say((a) => `${fieldLabel(a.property)} معتبر نیست`),
  array: say((a) => `${fieldLabel(a.property)} باید فهرست باشد`),
  maxItems: say((a) => `${fieldLabel(a.property)} نباید بیش از ${toPersianDigits(a.constraints[0])} مورد داشته باشد`),
  moment: say((a) => `${fieldLabel(a.property)} باید زمان معتبر باشد`),
  date: say((a) => `${fieldLabel(a.property)} باید تاریخ میلادی معتبر به شکل YYYY-MM-DD باشد`),
  mobile: say(() => 'شماره موبایل معتبر نیست؛ مثل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید'),
  phone: say(() => 'شماره تلفن معتبر نیست؛ ۱۱ رقم با صفر اول وارد کنید'),
  demoLink: say(() => 'لینک دمو باید نشانی کامل با https یا مسیری از همین سایت باشد'),
  domain: say(() => 'نام دامنه معتبر نیست؛ مثل test.ir وارد کنید'),
};

/** For checks made outside class-validator decorators (well-formed text, fields an update requires). */
export const faMessage = {
  required: (property: string) => `${fieldLabel(property)} الزامی است`,
  malformedText: (property: string) => `${fieldLabel(property)} نویسه نامعتبر دارد`,
};
