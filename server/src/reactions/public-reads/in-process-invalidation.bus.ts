import type { InvalidationBus } from './invalidation.bus.js';
import type { PublicTopic } from './public-topic.js';

/** One instance: the listeners run synchronously inside publish. */
export class InProcessInvalidationBus implements InvalidationBus {
  private readonly listeners: ((topics: readonly PublicTopic[]) => void)[] = [];

  async publish(topics: readonly PublicTopic[]): Promise<void> {
    for (const listener of this.listeners) listener(topics);
  }

  subscribe(listener: (topics: readonly PublicTopic[]) => void): void {
    this.listeners.push(listener);
  }
}
