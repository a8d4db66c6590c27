import { toPersianDigits } from '@/lib/format';

/**
 * What a request needs, checked the same way by the public form and the back office's
 * phone-call form before the server checks it again (CreateOrderInput).
 */
export const FULL_NAME_REQUIRED = 'نام و نام خانوادگی الزامی است';
export const MOBILE_HINT = 'شماره موبایل را با ۱۱ رقم وارد کنید، مثل ۰۹۱۲۳۴۵۶۷۸۹';
/** The server's limit on the description. */
export const DESCRIPTION_MAX = 2000;
export const DESCRIPTION_TOO_LONG = `توضیحات نباید بیشتر از ${toPersianDigits(DESCRIPTION_MAX)} نویسه باشد`;
