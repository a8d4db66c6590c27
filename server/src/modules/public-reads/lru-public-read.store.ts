import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from './cached-answer.js';
import type { PublicReadStore } from './public-read.store.js';

/**
 * Bounded twice: by count and by bytes. Keys are normalised to known ids and values before they
 * get here, so the bound is a guard, not the only thing keeping anonymous input out.
 */
export class LruPublicReadStore implements PublicReadStore {
  private readonly cache: LRUCache<string, CachedAnswer>;

  constructor(options: { maxEntries: number; maxBytes: number }) {
    this.cache = new LRUCache({ max: options.maxEntries, maxSize: options.maxBytes, sizeCalculation: (a) => a.weight });
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    return this.cache.get(key);
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    this.cache.set(key, answer);
  }

  size(): number {
    return this.cache.size;
  }
}
