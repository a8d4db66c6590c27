import { describe, expect, it } from 'vitest';
import { staffOrderSchema, toStaffOrderInput } from './staff-order-schema';

describe('staff order form rules', () => {
  it('accepts a mobile in Persian digits with a +98 prefix and trims the texts', () => {
    const checked = staffOrderSchema.parse({ fullName: ' علی رضایی ', phoneNumber: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', description: '  ' });
    expect(toStaffOrderInput(checked)).toEqual({ fullName: 'علی رضایی', phoneNumber: '09123456789', description: null });
  });

  it('names an empty name, a landline and a too long description in Persian', () => {
    const result = staffOrderSchema.safeParse({ fullName: ' ', phoneNumber: '02188776655', description: 'ا'.repeat(2001) });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      fullName: 'نام و نام خانوادگی الزامی است',
      phoneNumber: 'شماره موبایل را با ۱۱ رقم وارد کنید، مثل ۰۹۱۲۳۴۵۶۷۸۹',
      description: 'توضیحات نباید بیشتر از ۲۰۰۰ نویسه باشد',
    });
  });
});
