import type { CachedAnswer } from './cached-answer.js';

export const PUBLIC_READ_STORE = Symbol('PUBLIC_READ_STORE');

/**
 * Where prepared public answers are kept, by normalised key. In process now (an LRU); a shared
 * store (Redis) can take its place without touching the readers, since validity is decided by
 * the answer's stamp, not by the store.
 */
export interface PublicReadStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  /** The answer when the store can give it without waiting (an in-process store), else undefined. */
  peek(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): Promise<void>;
  /** Number of answers kept (for tests and health figures). */
  size(): number;
}
