import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainException, ErrorCode, type FieldErrors } from 'src/common/errors/domain.exception.js';
import { toLatinDigits } from 'src/common/validation/digits.js';
import { messagesOf } from 'src/common/validation/validation.pipe.js';

/**
 * Legacy payloads arrive as JSON or multipart form fields, so numbers and flags may be strings.
 * These coercions only change representation; every rule is checked by the same input classes
 * the GraphQL API uses (see `toInput`).
 */
export function legacyInt(value: unknown): unknown {
  if (typeof value === 'string') {
    const latin = toLatinDigits(value).trim().replace(/[,،٬]/g, '');
    if (latin === '') return undefined;
    return /^-?\d+$/.test(latin) ? Number(latin) : value;
  }
  return value;
}

/** Optional numbers: an empty form field means "none". */
export function legacyOptionalInt(value: unknown): unknown {
  if (value === '' || value === null) return null;
  return legacyInt(value);
}

export function legacyBool(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(text)) return true;
  if (['0', 'false', 'off', 'no', ''].includes(text)) return false;
  return value;
}

/** `plans[]`, `plans` or a comma list, as forms send them, to ids. */
export function legacyIds(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list.filter((v) => v !== '').map(legacyInt);
}

/** The legacy text fields are optional strings: an absent field stays absent. */
export function legacyText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

type Plain = Record<string, unknown>;

/**
 * Builds and validates an input class of the GraphQL API from legacy values (already renamed to
 * the input's property names), with the same rules and Persian messages as the GraphQL API.
 */
export async function toInput<T extends object>(inputClass: new () => T, values: Plain): Promise<T> {
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const input = plainToInstance(inputClass, defined);
  const errors = await validate(input, { whitelist: true, validationError: { target: false, value: true } });
  if (errors.length > 0) {
    throw DomainException.validation(Object.fromEntries(errors.map((error) => [error.property, messagesOf(error)])));
  }
  return input;
}

/** Runs `work`, renaming the fields of a validation failure (input property names) to the legacy names. */
export async function withLegacyFields<T>(fields: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainException && error.code === ErrorCode.Validation && error.fields) {
      const renamed: FieldErrors = {};
      for (const [field, messages] of Object.entries(error.fields)) {
        const name = fields[field] ?? field;
        renamed[name] = [...(renamed[name] ?? []), ...messages];
      }
      throw new DomainException(ErrorCode.Validation, error.message, renamed);
    }
    throw error;
  }
}

/** The body of a request as a plain object, whatever the client sent. */
export function bodyOf(body: unknown): Plain {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Plain) : {};
}

/** The legacy client shows the first message under `errors.sort` for sort and make-primary calls. */
export function withErrorsUnderSort<T>(work: () => Promise<T>): Promise<T> {
  return withLegacyFields({ id: 'sort', sort: 'sort', isPrimary: 'sort' }, work);
}
