/**
 * Where uploaded images live. Local disk today; an object store later implements the same
 * calls, and nothing else in the server changes.
 */
export interface FileStorage {
  /**
   * Stores `content` under `key` all at once: readers see the whole file or nothing, and a
   * failed put leaves nothing behind. Throws StorageFullError when the store has no room.
   */
  put(key: string, content: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
  /**
   * Removes what a crash left behind: unfinished writes, and stored files last changed before
   * `before` for which `isReferenced` says no. Returns the keys removed.
   */
  sweep(before: Date, isReferenced: (key: string) => boolean): Promise<string[]>;
  /** Whether the store can take a write now, checked cheaply enough for every health poll. */
  state(): Promise<StorageState>;
}

export type StorageState = 'ok' | 'full' | 'unwritable';

/** The store has no room (ENOSPC, a quota): nothing was stored, a later retry may succeed. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('file storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const UPLOADS_URL_PREFIX = '/uploads/';
