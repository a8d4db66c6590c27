import { normalizePersianText, toLatinDigits } from '@site-builder/rules';

/** The escape character of LIKE_ESCAPE; not a backslash, which MySQL string literals would eat. */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** Search words as typed, normalised: digits made Latin, Arabic letters Persian; at most five. */
export function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return normalizePersianText(toLatinDigits(search)).split(/\s+/).filter(Boolean).slice(0, 5);
}

/** Search words as LIKE patterns (use with LIKE_ESCAPE), with the user's wildcards escaped and digits made Latin. */
export function likeTerms(search: string | null | undefined): string[] {
  return searchWords(search).map((word) => `%${word.replace(/[!%_]/g, (c) => '!' + c)}%`);
}
