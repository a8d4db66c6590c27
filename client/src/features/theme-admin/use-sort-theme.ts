import { useMutation } from '@apollo/client/react';
import { SortThemeDocument } from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';

/** Moves a theme in the display order. */
export function useSortTheme() {
  const [mutate] = useMutation(SortThemeDocument, afterWrite('Theme'));
  return (id: number, sort: number) => mutate({ variables: { id, sort } });
}
