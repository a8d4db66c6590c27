import { planSchema, toPlanField, toPlanInput, type PlanFormValues } from './plan-schema';

const empty: PlanFormValues = { title: 'پلن آزمایشی', listPrice: '', price: '', hostingSpaceGb: '' };

function errors(values: Partial<PlanFormValues>) {
  const result = planSchema.safeParse({ ...empty, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('plan form rules', () => {
  it('needs only a title', () => {
    expect(errors({})).toEqual({});
    expect(errors({ title: ' ' })).toEqual({ title: 'عنوان را وارد کنید' });
  });

  it('accepts prices in Persian digits with separators', () => {
    expect(errors({ listPrice: '۱۲٬۰۰۰٬۰۰۰', price: '7,700,000', hostingSpaceGb: '۲' })).toEqual({});
  });

  it('refuses figures that are not whole numbers or out of range', () => {
    expect(errors({ listPrice: 'دوازده', price: '-5', hostingSpaceGb: '0' })).toEqual({
      listPrice: 'قیمت اصلی را فقط با رقم وارد کنید',
      price: 'قیمت با تخفیف نباید کمتر از ۰ باشد',
      hostingSpaceGb: 'فضای میزبانی نباید کمتر از ۱ باشد',
    });
    expect(errors({ listPrice: '3000000000' })).toEqual({ listPrice: 'قیمت اصلی نباید بیشتر از ۲٬۰۰۰٬۰۰۰٬۰۰۰ باشد' });
  });

  it('refuses a discounted price above the list price', () => {
    expect(errors({ listPrice: '100', price: '200' })).toEqual({ price: 'قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد' });
  });
});

describe('plan input', () => {
  it('parses typed figures and sends empty ones as null (by agreement)', () => {
    expect(toPlanInput({ title: ' پلاس ', listPrice: '۲۵٬۲۰۰٬۰۰۰', price: '15400000', hostingSpaceGb: '' })).toEqual({
      title: 'پلاس',
      listPrice: 25_200_000,
      price: 15_400_000,
      hostingSpaceGb: null,
    });
  });

  it('shows stored figures with separators and "by agreement" as empty', () => {
    expect(toPlanField(7_700_000)).toBe('۷٬۷۰۰٬۰۰۰');
    expect(toPlanField(null)).toBe('');
    expect(toPlanInput({ title: 'x', listPrice: toPlanField(7_700_000), price: '', hostingSpaceGb: '' }).listPrice).toBe(7_700_000);
  });
});
