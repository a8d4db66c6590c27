import { useMutation } from '@apollo/client/react';
import { CreateThemeDocument, UpdateThemeDocument } from '@/generated/graphql';
import { idempotent } from '@/lib/idempotency';
import { afterWrite } from '@/lib/after-write';
import { toThemeInput, type ThemeFormValues } from './theme-schema';

const files = (values: ThemeFormValues) => ({ image: values.image ?? undefined, mobileImage: values.mobileImage ?? undefined });

/** Creates or updates a theme with its images. */
export function useSaveTheme() {
  const [create] = useMutation(CreateThemeDocument, afterWrite('Theme'));
  const [update] = useMutation(UpdateThemeDocument, afterWrite('Theme'));
  return {
    create: (values: ThemeFormValues, idempotencyKey?: string) =>
      create({ variables: { input: toThemeInput(values), ...files(values) }, context: idempotent(idempotencyKey) }),
    update: (id: number, values: ThemeFormValues, version?: number) =>
      update({ variables: { id, input: { ...toThemeInput(values), version }, ...files(values) } }),
  };
}
