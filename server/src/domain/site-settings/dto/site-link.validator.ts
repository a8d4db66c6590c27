import { siteLinkProblem, type SiteLinkField } from '@site-builder/rules';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A link of the site's identity (packages/rules/src/site-identity.ts): its service's https host, or empty. */
export function IsSiteLink(field: SiteLinkField, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSiteLink',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && siteLinkProblem(field, value) === null,
        defaultMessage: (args) => (typeof args?.value === 'string' ? (siteLinkProblem(field, args.value) ?? '') : 'نشانی باید متن باشد'),
      },
    },
    options,
  );
}
