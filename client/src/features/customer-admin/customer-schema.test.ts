import { describe, expect, it } from 'vitest';
import { customerSchema, customerToForm, EMPTY_CUSTOMER, toCustomerInput } from './customer-schema';

const valid = { name: 'علی', family: 'رضایی', email: 'ali@example.com', phone: '۰۹۱۲۳۴۵۶۷۸۹', description: '' };

function errors(values: typeof valid) {
  const result = customerSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('customer form schema', () => {
  it('asks for name, family, e-mail and phone on an empty form, but not for the note', () => {
    expect(errors(EMPTY_CUSTOMER)).toEqual({
      name: 'نام را وارد کنید',
      family: 'نام خانوادگی را وارد کنید',
      email: 'ایمیل را وارد کنید',
      phone: 'شماره تلفن را وارد کنید',
    });
  });

  it('treats fields holding only spaces as empty', () => {
    expect(errors({ ...valid, name: '   ', family: ' ' })).toEqual({ name: 'نام را وارد کنید', family: 'نام خانوادگی را وارد کنید' });
  });

  it('rejects an e-mail address without a domain', () => {
    expect(errors({ ...valid, email: 'ali@' })).toEqual({ email: 'ایمیل معتبر نیست' });
    expect(errors({ ...valid, email: 'ali.example.com' })).toEqual({ email: 'ایمیل معتبر نیست' });
  });

  it('accepts a customer with or without an expert note', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, description: 'پیگیری شود' })).toEqual({});
  });
});

describe('customer input', () => {
  it('sends a phone typed in Persian digits in Latin digits and trims the fields', () => {
    const input = toCustomerInput(customerSchema.parse({ ...valid, name: ' علی ', email: ' ali@example.com ' }));
    expect(input).toEqual({ name: 'علی', family: 'رضایی', email: 'ali@example.com', phone: '09123456789', description: null });
  });

  it('keeps a note and sends an empty one as none', () => {
    expect(toCustomerInput(customerSchema.parse({ ...valid, description: ' تماس عصر ' })).description).toBe('تماس عصر');
    expect(toCustomerInput(customerSchema.parse({ ...valid, description: ' \n ' })).description).toBeNull();
  });

  it('fills the edit form from a stored customer without a note, the phone in Persian digits', () => {
    expect(customerToForm({ name: 'a', family: 'b', email: 'c@d.ir', phone: '09120000000', description: null })).toEqual({
      name: 'a',
      family: 'b',
      email: 'c@d.ir',
      phone: '۰۹۱۲۰۰۰۰۰۰۰',
      description: '',
    });
  });
});
