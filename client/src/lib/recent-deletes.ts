import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { useSyncExternalStore } from 'react';
import { authStorage } from './auth-storage';

/**
 * How long the back office offers "بازگردانی" after a delete, counted from just before the delete
 * was sent. The server accepts a restore for UNDO_WINDOW_MS from the moment it deleted, which is
 * later than the moment the request left, so an offer that ends 5 s sooner leaves time for the
 * restore to travel. The offer is counted on this browser's clock alone, so a wrong clock on either
 * side moves nothing.
 */
export const UNDO_OFFER_MS = UNDO_WINDOW_MS - 5_000;

/** A delete this admin can still undo, kept across reloads and tabs until its offer ends. */
export interface RecentDelete {
  /** The Apollo type of the record: names the restore to call. */
  typename: string;
  id: number;
  /** The record as staff know it. */
  name: string;
  /** `Date.now()` after which the offer is withdrawn. */
  until: number;
}

const PREFIX = 'recent-deletes:';
const listeners = new Set<() => void>();
let cached: { key: string; raw: string | null; entries: RecentDelete[] } | null = null;

/** Each admin sees only their own deletes on a shared browser. */
function storageKey(): string | null {
  const user = authStorage.user();
  return user ? `${PREFIX}${user.id}` : null;
}

/** The one empty list: useSyncExternalStore takes a new array for a change, and re-renders until the list is the same twice. */
const NONE: RecentDelete[] = [];

function read(now = Date.now()): RecentDelete[] {
  const key = storageKey();
  // Signed out (the shell still mounted while logout navigates away): the same list on every read.
  if (!key) return NONE;
  const raw = localStorage.getItem(key);
  if (cached && cached.key === key && cached.raw === raw) {
    const live = cached.entries.filter((entry) => entry.until > now);
    if (live.length !== cached.entries.length) cached.entries = live;
    return cached.entries;
  }
  let entries: RecentDelete[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed))
      entries = (parsed as RecentDelete[]).filter((entry) => typeof entry?.until === 'number' && entry.until > now);
  } catch {
    entries = [];
  }
  cached = { key, raw, entries };
  return entries;
}

function write(entries: RecentDelete[]): void {
  const key = storageKey();
  if (!key) return;
  if (entries.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

const same = (a: Pick<RecentDelete, 'typename' | 'id'>, b: Pick<RecentDelete, 'typename' | 'id'>) =>
  a.typename === b.typename && a.id === b.id;

export const recentDeletes = {
  list: read,
  add(added: RecentDelete[]): void {
    write([...read().filter((entry) => !added.some((other) => same(entry, other))), ...added]);
  },
  remove(removed: Pick<RecentDelete, 'typename' | 'id'>[]): void {
    write(read().filter((entry) => !removed.some((other) => same(entry, other))));
  },
  /** Whether the offer for this record still stands. */
  offered(record: Pick<RecentDelete, 'typename' | 'id'>): boolean {
    return read().some((entry) => same(entry, record));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's delete or restore, and the next offer to end, change the list too.
  const onStorage = (event: StorageEvent) => void (event.key?.startsWith(PREFIX) && listener());
  window.addEventListener('storage', onStorage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const planNextExpiry = () => {
    clearTimeout(timer);
    const next = Math.min(...read().map((entry) => entry.until));
    if (Number.isFinite(next)) timer = setTimeout(() => (listener(), planNextExpiry()), Math.max(0, next - Date.now()) + 1);
  };
  planNextExpiry();
  const replan = () => planNextExpiry();
  listeners.add(replan);
  return () => {
    listeners.delete(listener);
    listeners.delete(replan);
    window.removeEventListener('storage', onStorage);
    clearTimeout(timer);
  };
}

/** This admin's deletes whose undo is still offered, updated as offers end. */
export function useRecentDeletes(): RecentDelete[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
