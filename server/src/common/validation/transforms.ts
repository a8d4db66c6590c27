import { Transform } from 'class-transformer';
import { normalizePersianText, normalizePhone, toLatinDigits } from '@site-builder/rules';

/** Trims text and unifies Arabic and Persian letter forms. */
export const CleanText = () => Transform(({ value }) => (typeof value === 'string' ? normalizePersianText(value) : value));

/** Text where an empty string means "not given". */
export const OptionalText = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const cleaned = normalizePersianText(value);
    return cleaned === '' ? null : cleaned;
  });

export const CleanPhone = () => Transform(({ value }) => (typeof value === 'string' ? normalizePhone(value) : value));

export const CleanEmail = () => Transform(({ value }) => (typeof value === 'string' ? toLatinDigits(value).trim().toLowerCase() : value));

/** Latin digits and no surrounding space, for identifiers such as domains and logins. */
export const CleanDigits = () => Transform(({ value }) => (typeof value === 'string' ? toLatinDigits(value).trim() : value));
