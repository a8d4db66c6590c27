const persian = new Intl.NumberFormat('fa-IR', { useGrouping: true });

/** A number in Persian digits with thousands separators: 7700000 -> ۷٬۷۰۰٬۰۰۰. */
export function formatNumber(value: number): string {
  return persian.format(value);
}

/** A price in tomans, or "by agreement" when there is none. */
export function formatTomans(value: number | null | undefined, missing = 'توافقی'): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${formatNumber(value)} تومان` : missing;
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to Latin ones, as the server expects them. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Latin digits written in Persian ones, for text shown to people. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

/** An Iranian mobile number in its national form (09xxxxxxxxx), or null when it is not one. */
export function normaliseMobile(value: string): string | null {
  let digits = toLatinDigits(value).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+98')) digits = '0' + digits.slice(3);
  else if (digits.startsWith('0098')) digits = '0' + digits.slice(4);
  else if (/^98\d{10}$/.test(digits)) digits = '0' + digits.slice(2);
  else if (/^9\d{9}$/.test(digits)) digits = '0' + digits;
  return /^09\d{9}$/.test(digits) ? digits : null;
}

/** A link to a domain as staff typed it: https:// is added when there is no scheme. */
export function domainUrl(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** The domain without its scheme, for display. */
export function domainLabel(domain: string): string {
  return domain.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
