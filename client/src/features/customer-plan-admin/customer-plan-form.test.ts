import { describe, expect, it } from 'vitest';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import {
  customerPlanSchema,
  customerPlanToForm,
  EMPTY_CUSTOMER_PLAN,
  toCustomerPlanInput,
  toCustomerPlanUpdate,
  type CustomerPlanFormValues,
} from './customer-plan-form';

const filled: CustomerPlanFormValues = {
  domainName: ' shop.ir ',
  planId: '2',
  themeId: '7',
  orderDate: '2024-03-20',
  expireDate: '2025-03-20',
  description: 'cpanel: user / pass\n',
  access: 'shown',
  revealed: '',
  paid: '۱٬۲۰۰٬۰۰۰',
  isActive: true,
};

function errors(values: CustomerPlanFormValues) {
  const result = customerPlanSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('customer plan form to API input', () => {
  it('sends ids as numbers, dates as chosen and a Persian amount with separators as a number', () => {
    expect(toCustomerPlanInput(filled)).toEqual({
      domainName: 'shop.ir',
      planId: 2,
      themeId: 7,
      orderDate: '2024-03-20',
      expireDate: '2025-03-20',
      description: 'cpanel: user / pass\n',
      paid: 1_200_000,
      isActive: true,
    });
  });

  it('sends every optional field left empty as null, so an edit clears it', () => {
    const input = toCustomerPlanInput({ ...EMPTY_CUSTOMER_PLAN, domainName: 'a.ir', planId: '1', description: '  \n ' });
    expect(input).toEqual({
      domainName: 'a.ir',
      planId: 1,
      themeId: null,
      orderDate: null,
      expireDate: null,
      description: null,
      paid: null,
      isActive: false,
    });
  });

  it('accepts amounts in Latin, Persian and Arabic digits', () => {
    expect(toCustomerPlanInput({ ...filled, paid: '1,200,000' }).paid).toBe(1_200_000);
    expect(toCustomerPlanInput({ ...filled, paid: '۱۲۰۰۰۰۰' }).paid).toBe(1_200_000);
    expect(toCustomerPlanInput({ ...filled, paid: '١٢٠٠' }).paid).toBe(1200);
  });

  it('round-trips a stored plan through the edit form', () => {
    const stored = {
      planId: 3,
      themeId: null,
      domainName: 'x.ir',
      orderDate: null,
      expireDate: '2025-01-01',
      description: null,
      paid: 500000,
      isActive: false,
    };
    const form = customerPlanToForm(stored);
    expect(form).toEqual({
      domainName: 'x.ir',
      planId: '3',
      themeId: '',
      orderDate: null,
      expireDate: '2025-01-01',
      description: '',
      access: 'shown',
      revealed: '',
      paid: '۵۰۰٬۰۰۰',
      isActive: false,
    });
    expect(toCustomerPlanInput(form)).toEqual(stored);
  });
});

describe('customer plan access details in the edit form (shown only on purpose)', () => {
  const stored = { planId: 3, domainName: 'x.ir', description: ACCESS_DETAILS_MASK, isActive: true };
  const update = (values: Partial<CustomerPlanFormValues>) => toCustomerPlanUpdate({ ...customerPlanToForm(stored), ...values });

  it('holds masked details hidden and sends nothing about them, so a date edit keeps them', () => {
    expect(customerPlanToForm(stored)).toMatchObject({ description: '', access: 'hidden', revealed: '' });
    const input = update({ orderDate: '2025-01-01' });
    expect(input).not.toHaveProperty('description');
    expect(input).not.toHaveProperty('clearDescription');
  });

  it('sends nothing when they were revealed but not changed, and the new text when changed', () => {
    const revealed = { access: 'shown' as const, revealed: 'ftp: a', description: 'ftp: a' };
    expect(update(revealed)).not.toHaveProperty('description');
    expect(update({ ...revealed, description: 'ftp: b' })).toMatchObject({ description: 'ftp: b' });
  });

  it('clears them only on purpose: the clear action, or a revealed text emptied', () => {
    expect(update({ access: 'cleared', description: '' })).toMatchObject({ clearDescription: true });
    expect(update({ access: 'cleared', description: 'new' })).toMatchObject({ description: 'new' });
    expect(update({ access: 'shown', revealed: 'ftp: a', description: ' ' })).toMatchObject({ clearDescription: true });
    expect(update({ access: 'shown', revealed: 'ftp: a', description: ' ' })).not.toHaveProperty('description');
  });
});

describe('customer plan form checks', () => {
  it('leaves the domain, dates and access details to the server, even with activation ticked', () => {
    expect(errors({ ...EMPTY_CUSTOMER_PLAN, planId: '1', isActive: true })).toEqual({});
  });

  it('needs a plan, which the API cannot receive a request without', () => {
    expect(errors({ ...filled, planId: '' })).toEqual({ planId: 'پلن الزامی است' });
  });

  it("refuses an amount that is not a whole number, and names an amount out of the server's range as such", () => {
    expect(errors({ ...filled, paid: '12a' })).toEqual({ paid: 'مبلغ پرداختی را فقط با رقم وارد کنید' });
    expect(errors({ ...filled, paid: '1.5' })).toEqual({ paid: 'مبلغ پرداختی را فقط با رقم وارد کنید' });
    expect(errors({ ...filled, paid: '99999999999999' })).toEqual({ paid: 'مبلغ پرداختی نباید بیشتر از ۲٬۰۰۰٬۰۰۰٬۰۰۰ باشد' });
    expect(errors({ ...filled, paid: '-5' })).toEqual({ paid: 'مبلغ پرداختی نباید کمتر از ۰ باشد' });
    expect(errors({ ...filled, paid: '۲٬۰۰۰٬۰۰۰٬۰۰۰' })).toEqual({});
    expect(errors({ ...filled, paid: '' })).toEqual({});
  });
});
