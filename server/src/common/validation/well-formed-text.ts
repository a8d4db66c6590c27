import type { ValidationError } from 'class-validator';
import { faMessage } from './fa-messages.js';

/**
 * A lone UTF-16 surrogate (half of a pair, e.g. `"\ud800"` in JSON) cannot be encoded as UTF-8:
 * the database drivers fail on it or store something else. In `u` mode a well-formed pair is one
 * code point, so this matches only the lone halves.
 */
const LONE_SURROGATE = /\p{Cs}/u;

function malformed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  // Inputs are shallow; the body depth limit already refused anything deeper.
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => malformed(item, depth + 1));
}

/**
 * One error per property of `input` that holds text with a lone surrogate, at any depth below it.
 * Checked before class-validator, whose validator.js checks (isEmail, isUrl) throw on such text.
 */
export function malformedTextErrors(input: object): ValidationError[] {
  return Object.entries(input)
    .filter(([, value]) => malformed(value))
    .map(([property, value]) => ({ property, value, children: [], constraints: { wellFormed: faMessage.malformedText(property) } }));
}
