import { toPersianDigits } from '@site-builder/rules';
import type { SiteIdentityQuery } from '@/generated/graphql';

/**
 * The site's identity and questions as superadmins set them («تنظیمات سایت»): fetched by the
 * server with each rendered page and kept for the visit, so the layout needs no query of its own.
 * An empty value hides its element.
 */
export type SiteIdentity = SiteIdentityQuery;
export type SiteSettingsValues = SiteIdentity['siteSettings'];

const NO_SETTINGS: SiteSettingsValues = {
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

/** Nothing known (the back office's shell): every element that needs a value stays hidden. */
export const NO_IDENTITY: SiteIdentity = { siteSettings: NO_SETTINGS, faqItems: [] };

/** A stored number (02191012345, 09121234567) as read aloud: area code or prefix, then the rest, in Persian digits. */
export function phoneLabel(digits: string): string {
  const grouped = digits.startsWith('09')
    ? `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return toPersianDigits(grouped);
}

/** The number in international form, for tel: links and the JSON-LD. */
export function internationalPhone(digits: string): string {
  return `+98${digits.replace(/^0/, '')}`;
}

/** The social and messenger links, in the order they are shown, with their Persian names. */
export const SOCIAL_LINKS = [
  { field: 'instagramUrl', name: 'اینستاگرام' },
  { field: 'telegramUrl', name: 'تلگرام' },
  { field: 'whatsappUrl', name: 'واتس‌اپ' },
  { field: 'baleUrl', name: 'بله' },
  { field: 'eitaaUrl', name: 'ایتا' },
] as const satisfies readonly { field: keyof SiteSettingsValues; name: string }[];
