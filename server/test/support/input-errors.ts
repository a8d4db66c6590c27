import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { messagesOf } from 'src/common/validation/validation.pipe.js';

/**
 * What the API's validation pipe would say about `plain` as an input of `type`, field by field
 * ({} when it passes). For service specs: the services trust their input, so refusing what may
 * not be sent (an explicit null on a required field or flag) is the input class's job.
 */
export async function inputErrors(type: ClassConstructor<object>, plain: Record<string, unknown>): Promise<Record<string, string[]>> {
  const errors = await validate(plainToInstance(type, plain), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, messagesOf(error)]));
}
