import { featureSchema, sortSchema } from './feature-schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('feature form rules', () => {
  it('requires a title', () => {
    expect(messages(featureSchema.safeParse({ title: '', isHeading: false }))).toEqual({ title: 'عنوان را وارد کنید' });
    expect(messages(featureSchema.safeParse({ title: 'پشتیبانی', isHeading: true }))).toEqual({});
  });
});

describe('feature sort box', () => {
  it('reads Persian and Latin digits', () => {
    expect(sortSchema.parse('۱۲')).toBe(12);
    expect(sortSchema.parse(' 7 ')).toBe(7);
    expect(sortSchema.parse('۱٬۲۰۰')).toBe(1200);
  });

  it('refuses an empty, non-numeric or out-of-range position', () => {
    expect(sortSchema.safeParse('').error?.issues[0].message).toBe('ترتیب را وارد کنید');
    expect(sortSchema.safeParse('اول').error?.issues[0].message).toBe('ترتیب را فقط با رقم وارد کنید');
    expect(sortSchema.safeParse('-1').error?.issues[0].message).toBe('ترتیب نباید کمتر از ۰ باشد');
    expect(sortSchema.safeParse('2000000').error?.issues[0].message).toBe('ترتیب نباید بیشتر از ۱٬۰۰۰٬۰۰۰ باشد');
  });
});
