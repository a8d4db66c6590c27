import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Source characters of the validated documents kept (the client's own operations take a small part of it). */
const KEPT_SOURCE_CHARS = 1_000_000;
/** Documents seen once, remembered by their hash only. */
const SIGHTINGS = 10_000;

/**
 * Apollo's store of parsed and validated documents, keeping a document from its second sight.
 * Apollo's default keeps every one it validates: a caller spelling each query anew (an alias,
 * a comment) made it keep each AST, sized by stringifying it, until the cache was full. Those
 * trees outlived the young generation and were copied by every scavenge (pauses of 50–130 ms
 * under four such callers, the health check waiting behind them). A document sent once is
 * now garbage as soon as it has been answered; the client's operations, sent again and again,
 * are kept as before. The size is counted in source characters, which Apollo's parse records.
 */
export class SecondSightDocumentStore {
  private readonly sightings = new LRUCache<string, true>({ max: SIGHTINGS });
  private readonly kept = new LRUCache<string, DocumentNode>({
    maxSize: KEPT_SOURCE_CHARS,
    sizeCalculation: (document) => Math.max(1, document.loc?.end ?? 1_000),
  });

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.kept.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    if (this.sightings.delete(key)) this.kept.set(key, document);
    else this.sightings.set(key, true);
  }

  async delete(key: string): Promise<boolean> {
    this.sightings.delete(key);
    return this.kept.delete(key);
  }
}
