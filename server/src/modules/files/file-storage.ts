/**
 * Where uploaded images live. Local disk today; an object store later implements the same
 * three calls, and nothing else in the server changes.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const UPLOADS_URL_PREFIX = '/uploads/';
