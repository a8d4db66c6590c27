/**
 * What every query hook of the back office returns: the answer once it is here (kept while a
 * refetch runs), `loading` only while there is nothing to show yet, the failure only while
 * there is nothing to show, and a way to ask again. Lists and record pages read this one shape.
 */
export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface QueryResultLike<TData> {
  data: TData | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** An Apollo query result in the shared shape, `pick` choosing the part the screen needs. */
export function queryState<TData, T>(result: QueryResultLike<TData>, pick: (data: TData) => T): QueryState<T> {
  const { data, loading, error, refetch } = result;
  return {
    data: data === undefined ? undefined : pick(data),
    loading: loading && data === undefined,
    error: data === undefined ? error : undefined,
    refetch,
  };
}

type Answers<S extends Record<string, QueryState<unknown>>> = { [K in keyof S]: NonNullable<S[K]['data']> };

/** Several queries a screen needs together (a record and its form's options) as one state. */
export function allOf<S extends Record<string, QueryState<unknown>>>(states: S): QueryState<Answers<S>> {
  const list = Object.values(states);
  const complete = list.every((state) => state.data !== undefined && state.data !== null);
  return {
    data: complete ? (Object.fromEntries(Object.entries(states).map(([key, state]) => [key, state.data])) as Answers<S>) : undefined,
    loading: list.some((state) => state.loading),
    error: list.find((state) => state.error)?.error,
    refetch: () => Promise.all(list.map((state) => state.refetch())),
  };
}
