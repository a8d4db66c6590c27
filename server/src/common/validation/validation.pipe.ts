import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainException, type FieldErrors } from 'src/common/errors/domain.exception.js';

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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => DomainException.validation(collect(errors, {})),
  });
}
