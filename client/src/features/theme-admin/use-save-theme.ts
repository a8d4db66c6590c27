import { useMutation } from '@apollo/client/react';
import { CreateThemeDocument, UpdateThemeDocument } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { toThemeInput, type ThemeFormValues } from './theme-schema';

const files = (values: ThemeFormValues) => ({ image: values.image ?? undefined, mobileImage: values.mobileImage ?? undefined });

/**
 * Creates or updates a theme with its images. The list is not refetched from here: it is not on
 * screen, and it loads cache-and-network when the admin goes back to it.
 */
export function useSaveTheme() {
  const [create] = useMutation(CreateThemeDocument);
  const [update] = useMutation(UpdateThemeDocument);
  return {
    create: (values: ThemeFormValues, idempotencyKey?: string) =>
      create({ variables: { input: toThemeInput(values), ...files(values) }, context: idempotent(idempotencyKey) }),
    update: (id: number, values: ThemeFormValues) => update({ variables: { id, input: toThemeInput(values), ...files(values) } }),
  };
}
