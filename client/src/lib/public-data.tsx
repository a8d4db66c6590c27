import type { OperationRequest } from '@site-builder/rules';
import { createContext, use, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { FormattedExecutionResult } from 'graphql';
import type { TypedDocumentString } from '@/generated/public/graphql';
import { trackPageLoad } from './navigation-progress';
import { readServerState } from './server-state';

/*
 * The public pages' data: the typed query strings graphql-codegen generates (generated/public),
 * sent with fetch and kept per operation and variables. Apollo (about 50 KB of gzip JavaScript)
 * is the back office's: the public pages only read, and a visitor's phone would pay for a
 * normalised cache it never uses. The server renders with the same store, executing in its own
 * process, and the browser starts from what it rendered, so hydration asks for nothing again.
 */

/** One operation's answer: its data, or the message of what failed. */
export interface PublicEntry {
  data?: unknown;
  error?: string;
}

/** The answers a server-rendered page was rendered with, by operation and variables. */
export type PublicDataState = Record<string, PublicEntry>;

/** A GraphQL error the server answered with: its message and the extensions (a field's messages). */
export class GraphQLResponseError extends Error {
  constructor(readonly errors: NonNullable<FormattedExecutionResult['errors']>) {
    super(errors[0]?.message ?? 'GraphQL error');
  }
}

type Execute = (request: OperationRequest) => Promise<FormattedExecutionResult>;
type Document<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

const operationName = (query: string): string | undefined => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];

/**
 * The browser's call: JSON over POST, the header the server's CSRF prevention accepts. An answer
 * with GraphQL errors (whatever its status) is a GraphQLResponseError; anything else a TypeError.
 */
export async function fetchGraphQL<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables?: TVariables,
  headers?: Record<string, string>,
): Promise<TResult> {
  const query = document.toString();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'apollo-require-preflight': 'true',
      ...headers,
    },
    body: JSON.stringify({ query, variables: variables ?? {}, operationName: operationName(query) }),
  });
  const body = (await response.json().catch(() => null)) as FormattedExecutionResult | null;
  if (body?.errors?.length) throw new GraphQLResponseError(body.errors);
  if (!response.ok || !body?.data) throw new TypeError(`GraphQL request failed with HTTP ${response.status}`);
  return body.data as TResult;
}

export class PublicDataStore {
  private readonly entries: Map<string, PublicEntry>;
  private readonly loading = new Map<string, Promise<PublicEntry>>();
  private readonly listeners = new Set<() => void>();

  /** `execute` runs an operation in the server's own process; without it, the browser's fetch. */
  constructor(
    state: PublicDataState = {},
    private readonly execute?: Execute,
  ) {
    this.entries = new Map(Object.entries(state));
  }

  get(key: string): PublicEntry | undefined {
    return this.entries.get(key);
  }

  isLoading(key: string): boolean {
    return this.loading.has(key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Loads (or, with `again`, reloads) one answer; one request at a time per key. */
  load(key: string, query: string, variables: unknown, again = false): Promise<PublicEntry> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const known = this.entries.get(key);
    if (known && !again) return Promise.resolve(known);
    const request = (this.execute ? this.run(query, variables) : trackPageLoad(this.run(query, variables))).then((entry) => {
      this.loading.delete(key);
      this.entries.set(key, entry);
      this.notify();
      return entry;
    });
    this.loading.set(key, request);
    this.notify();
    return request;
  }

  /** What the server hands to the browser with the page. */
  extract(): PublicDataState {
    return Object.fromEntries(this.entries);
  }

  private async run(query: string, variables: unknown): Promise<PublicEntry> {
    try {
      if (this.execute) {
        const result = await this.execute({ query, variables: variables as Record<string, unknown>, operationName: operationName(query) });
        if (result.errors?.length) return { error: result.errors[0].message };
        return { data: result.data };
      }
      return { data: await fetchGraphQL({ toString: () => query } as Document<unknown, unknown>, variables) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

let browserStore: PublicDataStore | undefined;
/** The browser's one store, starting from the server-rendered page's answers. */
const browserPublicData = (): PublicDataStore =>
  (browserStore ??= new PublicDataStore(readServerState()?.publicData as PublicDataState | undefined));

const PublicDataContext = createContext<PublicDataStore | null>(null);

/** The server's store for one page (its answers go into the page's state). */
export function PublicDataProvider({ store, children }: { store: PublicDataStore; children: ReactNode }) {
  return <PublicDataContext value={store}>{children}</PublicDataContext>;
}

export interface PublicQueryResult<TResult> {
  data: TResult | undefined;
  /** True while the answer is on its way (first load or a retry). */
  loading: boolean;
  /** The message of a failed load. */
  error: string | undefined;
  /** Asks again (a retry after a failure). */
  refetch: () => Promise<unknown>;
}

/**
 * One public query's answer. On the server, rendering waits for it (the page is sent complete);
 * in the browser, an answer the page was rendered with is there at once, and any other is
 * fetched after the render, with `loading` until it arrives.
 */
export function usePublicQuery<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): PublicQueryResult<TResult> {
  const store = useContext(PublicDataContext) ?? browserPublicData();
  const query = document.toString();
  const variables = options.variables ?? {};
  const key = `${operationName(query)}:${JSON.stringify(variables)}`;
  const skip = options.skip ?? false;
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => store.get(key),
  );
  const loadingNow = useSyncExternalStore(
    store.subscribe,
    () => store.isLoading(key),
    () => false,
  );
  if (typeof window === 'undefined' && !skip && !entry) use(store.load(key, query, variables));
  useEffect(() => {
    if (!skip) void store.load(key, query, variables);
    // The key stands for the query and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key, skip]);
  const refetch = useCallback(() => store.load(key, query, variables, true), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    data: entry?.data as TResult | undefined,
    loading: !skip && (loadingNow || !entry),
    error: entry?.error,
    refetch,
  };
}
