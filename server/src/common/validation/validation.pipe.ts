import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { DomainException, type FieldErrors } from 'src/common/errors/domain.exception.js';
import { malformedTextErrors } from './well-formed-text.js';

/** For a missing value, the one check worth reporting: required first, else the expected type. */
const MISSING_VALUE_CHECKS = ['isNotEmpty', 'isArray', 'isBoolean', 'isInt', 'isString'];

/**
 * The messages of one field. A missing value fails its type and length checks too; the user
 * needs to hear only that it is required (or what kind of value is expected).
 */
export function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  if (error.value === null || error.value === undefined || error.value === '') {
    const check = MISSING_VALUE_CHECKS.find((name) => constraints[name]);
    if (check) return [constraints[check]];
  }
  return Object.values(constraints).map((m) => (m.includes('should not exist') ? 'این فیلد پذیرفته نیست' : m));
}

function collect(errors: ValidationError[], into: FieldErrors, prefix = ''): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      into[path] = [...(into[path] ?? []), ...messagesOf(error)];
    }
    if (error.children?.length) collect(error.children, into, path);
  }
  return into;
}

/**
 * Nest's pipe, plus two rules: text with a lone surrogate fails like any invalid field, and path
 * parameters stay the strings they were. Nest would turn a `number` path parameter into
 * `+value` before any parameter pipe sees it, so `0x1`, `1e0` and ` 1` all became id 1; each
 * path parameter is read by its own pipe (`LegacyIdPipe`) instead.
 */
class InputValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const malformed = malformedTextErrors(object);
    return malformed.length > 0 ? malformed : super.validate(object, options);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => DomainException.validation(collect(errors, {})),
  });
}
