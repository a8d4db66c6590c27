import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, and what HTTP needs to describe them. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number;
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded images live: the local disk (one machine) or an S3-compatible bucket (several
 * instances), chosen in FilesModule; nothing else in the server knows which.
 */
export interface FileStorage {
  /**
   * Stores `content` under `key` all at once: readers see the whole file or nothing, and a
   * failed put leaves nothing behind. Throws StorageFullError when the store has no room.
   */
  put(key: string, content: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/`; nothing when there is none. */
  removeFolder(folder: string): Promise<void>;
  publicUrl(key: string): string;
  /**
   * Removes what a crash left behind: unfinished writes no running process is making (on a
   * local disk any this process is not writing, whatever their age; in a shared bucket those
   * begun before `before`), and stored files last changed before `before` for which
   * `isReferenced` says no. Returns the keys removed.
   */
  sweep(before: Date, isReferenced: (key: string) => boolean): Promise<string[]>;
  /** Whether the store can take a write now, checked cheaply enough for every health poll. */
  state(): Promise<StorageState>;
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Every stored key (finished writes only), for backups and moving between stores. */
  list(): AsyncIterable<string>;
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

/** The seed's demo images (database/seeds): the sweeper keeps them though no row may name them. */
export const DEMO_KEY_PREFIX = 'demo/';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  json: 'application/json',
};

/** Stored keys end in the extension the server chose from the content, so the type follows from it. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are server-generated (`folder/uuid.ext`, hashed asset names); a URL asking for anything else names nothing. */
export function isStorageKey(key: string): boolean {
  return key.length <= 200 && !key.includes('..') && /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(key);
}
