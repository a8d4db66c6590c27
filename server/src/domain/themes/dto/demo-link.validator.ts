import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

/** A path of this site: one leading slash (`//host` would leave it), no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A theme's demo link: an https URL (§5), or a path of this site such as `/themes/3/demo`, the
 * demo the site serves itself (the seeded themes' links), which follows the site to any domain.
 */
export function IsDemoLink(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDemoLink',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (SITE_PATH.test(value) || isURL(value, { protocols: ['https'], require_protocol: true })),
      },
    },
    options,
  );
}
