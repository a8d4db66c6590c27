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
  /** Empty until the owner gives the real address: an empty link hides its element (never a placeholder). */
  parentUrl: '',
  socialName: 'اینستاگرام',
  /** The site's own profile page; empty hides the link (the bare instagram.com is nobody's page). */
  socialUrl: '',
  company: 'شرکت فناوری اطلاعات کسب‌وکار',
} as const;
