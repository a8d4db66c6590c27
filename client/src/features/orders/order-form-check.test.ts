import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TOO_LONG, FULL_NAME_REQUIRED, MOBILE_HINT } from '@/lib/order-rules';
import { checkOrderForm, firstInvalidField } from './order-form-check';

describe('checkOrderForm', () => {
  it('names every field that is wrong at once, and the first of them in the form order', () => {
    const { input, errors } = checkOrderForm({ full_name: '  ', phone_number: '', description: 'ب'.repeat(2001) });
    expect(input).toBeNull();
    expect(errors).toEqual({ full_name: FULL_NAME_REQUIRED, phone_number: MOBILE_HINT, description: DESCRIPTION_TOO_LONG });
    expect(firstInvalidField(errors)).toBe('full_name');
    expect(firstInvalidField({ description: DESCRIPTION_TOO_LONG, phone_number: MOBILE_HINT })).toBe('phone_number');
  });

  it('gives the API input for a good form: Persian digits normalised, an empty description as null', () => {
    expect(checkOrderForm({ full_name: ' مریم احمدی ', phone_number: '۰۹۱۲۳۴۵۶۷۸۹', description: '  ' })).toEqual({
      input: { fullName: 'مریم احمدی', phoneNumber: '09123456789', description: null },
      errors: {},
    });
  });
});
