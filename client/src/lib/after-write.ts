import type { ObservableQuery } from '@apollo/client';

/** Whether an answer shows a record of this GraphQL type anywhere in it. */
export function holdsType(value: unknown, typename: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsType(item, typename));
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return record.__typename === typename || Object.values(record).some((field) => holdsType(field, typename));
}

/**
 * The one cache rule after a back-office write, for every mutation hook: the written record
 * updates in place from the fields the mutation returns, and every query on screen whose answer
 * shows a record of the written type is fetched again before the write counts as done (a new,
 * deleted, restored or moved record changes lists, counts and orders the answer cannot know).
 * Network-only answers (a record page's own form data) are left out: the page that wrote is
 * about to be left, and they are read afresh whenever they open. Screens not on screen load
 * fresh when they open (cache-and-network or network-only).
 */
export function afterWrite(typename: string) {
  return {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
    onQueryUpdated: (query: ObservableQuery) =>
      query.options.fetchPolicy !== 'network-only' && holdsType(query.getCurrentResult().data, typename),
  } as const;
}
