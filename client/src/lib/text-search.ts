import { toLatinDigits } from './format';

/** Arabic ي and ك typed on some keyboards, Persian ی and ک on others: one letter each for matching. */
function folded(text: string): string {
  return toLatinDigits(text)
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, ' ')
    .toLocaleLowerCase('fa');
}

/**
 * A search over a list that arrived whole, as the server searches its paged ones: every word of
 * the query must appear in one of the fields.
 */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter(Boolean).map((field) => folded(field!));
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
