import type { PublicTopic } from './public-topic.js';

export const INVALIDATION_BUS = Symbol('INVALIDATION_BUS');

/**
 * Carries "these topics changed" to every instance that caches public answers. `publish`
 * resolves only after this instance's listeners have run, so a write that awaits it never
 * answers before its own instance stops serving the old answer. In process for one instance;
 * `RedisInvalidationBus` for several.
 */
export interface InvalidationBus {
  publish(topics: readonly PublicTopic[]): Promise<void>;
  subscribe(listener: (topics: readonly PublicTopic[]) => void): void;
}
