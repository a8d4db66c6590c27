import { useMutation } from '@apollo/client/react';
import { AdminThemesDocument, SortThemeDocument } from '@/generated/graphql';

/** Moves a theme in the display order; the list is fetched again so it shows the new order. */
export function useSortTheme() {
  const [mutate] = useMutation(SortThemeDocument, { refetchQueries: [AdminThemesDocument], awaitRefetchQueries: true });
  return (id: number, sort: number) => mutate({ variables: { id, sort } });
}
