import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisChannel } from 'src/platform/redis/redis-channel.js';
import type { InvalidationBus } from './invalidation.bus.js';
import { PUBLIC_TOPICS, type PublicTopic } from './public-topic.js';

/**
 * Several instances: a write's topics go to this instance's listeners at once (its own answers
 * are never stale, whatever Redis does) and to the others over Redis pub/sub, which Redis hands
 * to every subscriber before it acknowledges the publish. What pub/sub cannot promise is covered
 * by being conservative: a publish that fails is sent again once Redis is back, and an instance
 * treats every topic as changed whenever its subscription (re)starts, since it may have missed
 * messages while it had none (also when Redis was away as it started).
 */
export class RedisInvalidationBus implements InvalidationBus, OnApplicationShutdown {
  private readonly logger = new Logger(RedisInvalidationBus.name);
  private readonly listeners: ((topics: readonly PublicTopic[]) => void)[] = [];
  private readonly unsent = new Set<PublicTopic>();
  private readonly channel: RedisChannel;

  constructor(publisher: Redis, url: string) {
    this.channel = new RedisChannel(publisher, url, 'invalidation', 'site:public-reads:changed', {
      receive: (body) => {
        const topics = Array.isArray(body.topics) ? body.topics : [];
        const known = topics.filter((topic): topic is PublicTopic => (PUBLIC_TOPICS as readonly unknown[]).includes(topic));
        if (known.length > 0) this.notify(known);
      },
      subscribed: () => this.notify(PUBLIC_TOPICS),
    });
    publisher.on('ready', () => void this.sendUnsent());
  }

  async publish(topics: readonly PublicTopic[]): Promise<void> {
    this.notify(topics);
    topics.forEach((topic) => this.unsent.add(topic));
    await this.sendUnsent();
  }

  subscribe(listener: (topics: readonly PublicTopic[]) => void): void {
    this.listeners.push(listener);
  }

  onApplicationShutdown(): void {
    this.channel.close();
  }

  private async sendUnsent(): Promise<void> {
    if (this.unsent.size === 0) return;
    const topics = [...this.unsent];
    this.unsent.clear();
    try {
      await this.channel.publish({ topics });
    } catch (error) {
      // The write itself succeeded; the other instances hear of it when Redis is back.
      topics.forEach((topic) => this.unsent.add(topic));
      this.logger.warn(`could not tell other instances that ${topics.join(', ')} changed: ${(error as Error).message}`);
    }
  }

  private notify(topics: readonly PublicTopic[]): void {
    for (const listener of this.listeners) listener(topics);
  }
}
