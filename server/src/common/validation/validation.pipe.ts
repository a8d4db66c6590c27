import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainException, type FieldErrors } from 'src/common/errors/domain.exception.js';

function collect(errors: ValidationError[], into: FieldErrors, prefix = ''): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      into[path] = [...(into[path] ?? []), ...Object.values(error.constraints)];
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
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = collect(errors, {});
      for (const [field, messages] of Object.entries(fields)) {
        // forbidNonWhitelisted speaks English; an unknown field is the client's mistake, say so in Persian.
        fields[field] = messages.map((m) => (m.includes('should not exist') ? 'این فیلد پذیرفته نیست' : m));
      }
      return DomainException.validation(fields);
    },
  });
}
