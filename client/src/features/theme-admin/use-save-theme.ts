import { useMutation } from '@apollo/client/react';
import { CreateThemeDocument, UpdateThemeDocument } from '@/generated/graphql';
import { toThemeInput, type ThemeFormValues } from './theme-schema';

/**
 * Creates or updates a theme with its images. The list is not refetched from here: it is not on
 * screen, and it loads cache-and-network when the admin goes back to it.
 */
export function useSaveTheme(id: number | null) {
  const [create, created] = useMutation(CreateThemeDocument);
  const [update, updated] = useMutation(UpdateThemeDocument);

  async function save(values: ThemeFormValues) {
    const files = { image: values.image ?? undefined, mobileImage: values.mobileImage ?? undefined };
    if (id === null) await create({ variables: { input: toThemeInput(values), ...files } });
    else await update({ variables: { id, input: toThemeInput(values), ...files } });
  }

  return { save, saving: created.loading || updated.loading };
}
