import { toPersianDigits } from '@site-builder/rules';

/** The message a form shows for a value longer than its field holds, with the limit in Persian digits. */
export const tooLong = (label: string, limit: number) => `${label} نباید بیشتر از ${toPersianDigits(limit)} نویسه باشد`;
