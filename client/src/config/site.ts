/**
 * Facts about the business that are part of the product. What the owner changes (phone, links,
 * hours, address, badges) is data, edited by superadmins at «تنظیمات سایت» (lib/site-identity.ts).
 */
export const site = {
  name: 'سایت‌ساز کسب‌وکار',
  tagline: 'طراحی سایت و فروشگاه اینترنتی برای کسب‌وکارهای کوچک',
  parentName: 'موتور جستجوی کسب‌وکارها',
  company: 'شرکت فناوری اطلاعات کسب‌وکار',
} as const;
