const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII, so typed numbers are accepted as the user wrote them. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** A number (or text holding numbers) with Persian digits, for what people read. */
export function toPersianDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}

/** Arabic yeh and kaf to their Persian forms: keyboards differ, search and storage should not. */
export function normalizePersianText(value: string): string {
  return value
    .replace(/\u064A/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .trim();
}

/**
 * An Iranian phone number in its national form (09xxxxxxxxx for mobiles), from whatever the
 * user typed: Persian digits, spaces, dashes, a +98 or 0098 prefix. Not checked: see IRAN_MOBILE.
 */
export function normalizePhone(value: string): string {
  let digits = toLatinDigits(value).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+98')) digits = '0' + digits.slice(3);
  else if (digits.startsWith('0098')) digits = '0' + digits.slice(4);
  else if (/^98\d{10}$/.test(digits)) digits = '0' + digits.slice(2);
  else if (/^9\d{9}$/.test(digits)) digits = '0' + digits;
  return digits;
}

export const IRAN_MOBILE = /^09\d{9}$/;
/** Mobiles and landlines with area code: 11 digits starting with 0. */
export const IRAN_PHONE = /^0\d{10}$/;

/** An Iranian mobile number in its national form, or null when what was typed is not one. */
export function normalizeMobile(value: string): string | null {
  const digits = normalizePhone(value);
  return IRAN_MOBILE.test(digits) ? digits : null;
}

/** A host name with a dot (test.ir), optionally with a scheme and path as staff paste them. */
export const DOMAIN = /^(https?:\/\/)?[^\s/:?#]+\.[^\s/:?#]{2,}(:\d+)?(\/\S*)?$/i;
