/**
 * Facts about the business shown on the site. The owner edits them here; nothing else in the
 * client repeats them.
 */
export const site = {
  name: 'سایت‌ساز کسب‌وکار',
  tagline: 'طراحی سایت و فروشگاه اینترنتی برای کسب‌وکارهای کوچک',
  supportPhone: '021-91012345',
  supportPhoneLabel: '۰۲۱-۹۱۰۱۲۳۴۵',
  parentName: 'موتور جستجوی کسب‌وکارها',
  parentUrl: 'https://www.example.com',
  socialName: 'اینستاگرام',
  socialUrl: 'https://www.instagram.com/',
  company: 'شرکت فناوری اطلاعات کسب‌وکار',
} as const;
