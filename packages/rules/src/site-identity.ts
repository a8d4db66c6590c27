/**
 * The site's identity as superadmins edit it («تنظیمات سایت»): which links may go where, checked
 * the same way by the server and the back office's form. A link is an https address on its
 * service's own host, never HTML: the trust badges are a link and an image from the issuer's
 * host, which the content security policy lets the pages load.
 */

/** The links of the site's identity; an empty value hides its element. */
export const SITE_LINK_FIELDS = [
  'parentUrl',
  'instagramUrl',
  'telegramUrl',
  'whatsappUrl',
  'baleUrl',
  'eitaaUrl',
  'enamadUrl',
  'enamadImageUrl',
  'samandehiUrl',
  'samandehiImageUrl',
] as const;

export type SiteLinkField = (typeof SITE_LINK_FIELDS)[number];

/** The eNamad and Samandehi badges' hosts: their links and images come from there only. */
export const ENAMAD_HOST = 'trustseal.enamad.ir';
export const SAMANDEHI_HOST = 'logo.samandehi.ir';
/** Origins the pages may load a badge image from (the CSP's img-src). */
export const BADGE_IMAGE_ORIGINS = [`https://${ENAMAD_HOST}`, `https://${SAMANDEHI_HOST}`] as const;

/** The hosts each link may name (null: any public https host, the parent site's). */
export const SITE_LINK_HOSTS: Record<SiteLinkField, readonly string[] | null> = {
  parentUrl: null,
  instagramUrl: ['instagram.com', 'www.instagram.com'],
  telegramUrl: ['t.me', 'telegram.me'],
  whatsappUrl: ['wa.me', 'api.whatsapp.com'],
  baleUrl: ['ble.ir'],
  eitaaUrl: ['eitaa.com'],
  enamadUrl: [ENAMAD_HOST],
  enamadImageUrl: [ENAMAD_HOST],
  samandehiUrl: [SAMANDEHI_HOST],
  samandehiImageUrl: [SAMANDEHI_HOST],
};

/** Longest values: a URL column, the working hours line and the address. */
export const SITE_SETTINGS_LIMITS = { url: 500, workingHours: 191, address: 500 } as const;

/** Frequently asked questions: the question is a title, the answer a short paragraph. */
export const FAQ_LIMITS = { question: 191, answer: 2000 } as const;

/** Addresses documentation reserves (RFC 2606): a placeholder, never anybody's page. */
const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

/**
 * Why `value` cannot be this link, in Persian, or null when it can (an empty value always can:
 * it hides the element).
 */
export function siteLinkProblem(field: SiteLinkField, value: string): string | null {
  if (value === '') return null;
  if (value.length > SITE_SETTINGS_LIMITS.url) return `نشانی حداکثر ${SITE_SETTINGS_LIMITS.url} نویسه است`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'نشانی کامل را با https:// وارد کنید';
  }
  if (url.protocol !== 'https:' || !/^https:\/\//i.test(value)) return 'نشانی باید با https:// شروع شود';
  if (url.username || url.password) return 'نشانی نباید نام کاربری یا گذرواژه داشته باشد';
  const host = url.hostname.toLowerCase();
  const hosts = SITE_LINK_HOSTS[field];
  if (hosts === null) {
    if (RESERVED_HOST.test(host) || !host.includes('.')) return 'این نشانی نمونه است، نه نشانی یک سایت واقعی';
    return null;
  }
  if (!hosts.includes(host)) return `نشانی باید در ${hosts[0]} باشد`;
  // A bare service address (instagram.com/) is nobody's page.
  if ((url.pathname === '/' || url.pathname === '') && !url.search) return 'نشانی صفحه خودتان را وارد کنید، نه صفحه اصلی سرویس';
  return null;
}
