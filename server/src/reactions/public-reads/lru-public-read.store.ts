import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from './cached-answer.js';
import type { PublicReadStore } from './public-read.store.js';
import type { Metrics } from 'src/platform/observability/metrics.service.js';

/**
 * Bounded twice: by count and by bytes. Keys are normalised to known ids and values before they
 * get here, so the bound is a guard, not the only thing keeping anonymous input out.
 */
export class LruPublicReadStore implements PublicReadStore {
  private readonly cache: LRUCache<string, CachedAnswer>;

  constructor(options: { maxEntries: number; maxBytes: number; metrics?: Metrics }) {
    const metrics = options.metrics;
    this.cache = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (a) => a.weight,
      // Evictions to stay in bounds (not replacements by a newer answer): a steady count means the bounds are too small.
      disposeAfter: metrics ? (_answer, _key, reason) => reason === 'evict' && metrics.publicReadEvictions.inc() : undefined,
    });
    metrics?.onScrape(() => {
      metrics.publicReadBytes.set(this.cache.calculatedSize);
      metrics.publicReadEntries.set(this.cache.size);
    });
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    return this.cache.get(key);
  }

  peek(key: string): CachedAnswer | undefined {
    return this.cache.get(key);
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    this.cache.set(key, answer);
  }

  size(): number {
    return this.cache.size;
  }
}
