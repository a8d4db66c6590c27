import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { DomainException, ErrorCode, type FieldErrors } from 'src/common/errors/domain.exception.js';
import { faMessage } from 'src/common/validation/fa-messages.js';
import { messagesOf } from 'src/common/validation/validation.pipe.js';
import { malformedTextErrors } from 'src/common/validation/well-formed-text.js';
import { toLatinDigits } from '@site-builder/rules';

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

/**
 * Record ids are plain decimal digits (Persian digits too): `0x1`, `1e0`, `+1`, `1.0` or ` 1`
 * stay strings, so the input class refuses them as not an integer.
 */
export function legacyId(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  const latin = toLatinDigits(value);
  return /^\d{1,15}$/.test(latin) ? Number(latin) : value;
}

/** Optional ids: an empty form field means "none". */
export function legacyOptionalId(value: unknown): unknown {
  if (value === '' || value === null) return null;
  return legacyId(value);
}

/**
 * Flags are 0/1 (the legacy columns) or true/false; an empty form field is an unticked box.
 * Anything else (`yes`, `on`, `2`) stays as sent, so the input class refuses it.
 */
export function legacyBool(value: unknown): unknown {
  if (value === 0 || value === 1) return value === 1;
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value).toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false' || text === '') return false;
  return value;
}

/** `plans[]`, `plans` or a comma list, as forms send them, to ids. */
export function legacyIds(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list.filter((v) => v !== '').map(legacyId);
}

/** The legacy text fields are optional strings: an absent field stays absent. */
export function legacyText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

export type LegacyFields = Record<string, unknown>;

/**
 * Builds and validates an input class of the GraphQL API from legacy values (already renamed to
 * the input's property names), with the same rules and Persian messages as the GraphQL API.
 * `required` names fields the REST form must send even where the GraphQL input is partial
 * (updates: the legacy client always sends the whole form, docs/ARCHITECTURE.md §5).
 */
export async function toInput<T extends object>(
  inputClass: new () => T,
  values: LegacyFields,
  required: readonly (keyof T & string)[] = [],
): Promise<T> {
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const input = plainToInstance(inputClass, defined);
  const malformed = malformedTextErrors(input);
  const errors =
    malformed.length > 0 ? malformed : await validate(input, { whitelist: true, validationError: { target: false, value: true } });
  const fields: FieldErrors = Object.fromEntries(errors.map((error) => [error.property, messagesOf(error)]));
  for (const name of required) {
    if (defined[name] === null || defined[name] === undefined) fields[name] = [faMessage.required(name)];
  }
  if (Object.keys(fields).length > 0) throw DomainException.validation(fields);
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

/**
 * The body of a request as fields: none is `{}` (the input class then names what is required);
 * a JSON array or a bare value is refused, never read as "no fields" (which made an update
 * answer 200 while changing nothing).
 */
export function bodyOf(body: unknown): LegacyFields {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw DomainException.badRequest('بدنه درخواست باید یک شیء JSON یا فرم با فیلدهای نام‌دار باشد');
  }
  return body as LegacyFields;
}

/**
 * The fields of a legacy call's body. A body that no parser of this call read (text/plain, XML,
 * multipart on a call without uploads) is refused with 415 instead of being taken as empty.
 */
export const LegacyBody = createParamDecorator((_data: unknown, context: ExecutionContext): LegacyFields => {
  const req = context.switchToHttp().getRequest<Request>();
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (req.body === undefined && hasBody) {
    throw new DomainException(ErrorCode.UnsupportedMediaType, 'نوع محتوای درخواست پذیرفته نیست؛ JSON یا فرم بفرستید');
  }
  return bodyOf(req.body);
});

/** The legacy client shows the first message under `errors.sort` for sort and make-primary calls. */
export function withErrorsUnderSort<T>(work: () => Promise<T>): Promise<T> {
  return withLegacyFields({ id: 'sort', sort: 'sort', isPrimary: 'sort' }, work);
}
