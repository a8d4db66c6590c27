import { siteSettingsSchema, type SiteSettingsFormValues } from './site-settings-schema';

const EMPTY: SiteSettingsFormValues = {
  supportPhone: '',
  parentUrl: '',
  instagramUrl: '',
  telegramUrl: '',
  whatsappUrl: '',
  baleUrl: '',
  eitaaUrl: '',
  workingHours: '',
  address: '',
  enamadUrl: '',
  enamadImageUrl: '',
  samandehiUrl: '',
  samandehiImageUrl: '',
};

function errors(values: Partial<SiteSettingsFormValues>) {
  const result = siteSettingsSchema.safeParse({ ...EMPTY, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('site settings form schema', () => {
  it('accepts every field empty: each hides its element on the site', () => {
    expect(errors({})).toEqual({});
  });

  it('takes a number typed in Persian digits with spaces and stores its national form', () => {
    const parsed = siteSettingsSchema.parse({ ...EMPTY, supportPhone: '۰۲۱ ۹۱۰۱ ۲۳۴۵', telegramUrl: ' https://t.me/sitesaz ' });
    expect(parsed).toMatchObject({ supportPhone: '02191012345', telegramUrl: 'https://t.me/sitesaz' });
    expect(errors({ supportPhone: '۰۲۱-۱۲' })).toEqual({ supportPhone: 'شماره تلفن معتبر نیست؛ ۱۱ رقم با صفر اول وارد کنید' });
  });

  it('refuses placeholders, bare services, other hosts and plain http, as the server does', () => {
    expect(
      errors({
        parentUrl: 'https://www.example.com',
        instagramUrl: 'https://www.instagram.com/',
        eitaaUrl: 'https://eitaa.com.evil.ir/x',
        baleUrl: 'http://ble.ir/sitesaz',
      }),
    ).toEqual({
      parentUrl: 'این نشانی نمونه است، نه نشانی یک سایت واقعی',
      instagramUrl: 'نشانی صفحه خودتان را وارد کنید، نه صفحه اصلی سرویس',
      eitaaUrl: 'نشانی باید در eitaa.com باشد',
      baleUrl: 'نشانی باید با https:// شروع شود',
    });
  });

  it('wants a badge whole, both from its issuer', () => {
    expect(errors({ samandehiImageUrl: 'https://logo.samandehi.ir/logo.aspx?id=1' })).toEqual({
      samandehiUrl: 'نشان ساماندهی هم پیوند و هم تصویر می‌خواهد',
    });
    expect(errors({ enamadUrl: 'https://trustseal.enamad.ir/?id=1', enamadImageUrl: 'https://cdn.example.ir/enamad.png' })).toEqual({
      enamadImageUrl: 'نشانی باید در trustseal.enamad.ir باشد',
    });
  });
});
