import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { connectRedis } from 'src/common/redis/redis.module.js';
import type { InvalidationBus } from './invalidation.bus.js';
import { PUBLIC_TOPICS, type PublicTopic } from './public-topic.js';

/** Pub/sub ignores database numbers: sites sharing one Redis on different databases stay apart by the channel. */
const channelOf = (redis: Redis) => `site:public-reads:changed:${redis.options.db ?? 0}`;

interface Message {
  from: string;
  topics: PublicTopic[];
}

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
  private readonly instance = randomUUID();
  private readonly listeners: ((topics: readonly PublicTopic[]) => void)[] = [];
  private readonly subscriber: Redis;
  private readonly unsent = new Set<PublicTopic>();
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    url: string,
  ) {
    this.channel = channelOf(publisher);
    this.subscriber = connectRedis(url, 'invalidation');
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
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
    this.subscriber.disconnect();
  }

  private async listen(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      this.logger.warn(`could not subscribe to ${this.channel}: ${(error as Error).message}`);
      return;
    }
    this.notify(PUBLIC_TOPICS);
  }

  private async sendUnsent(): Promise<void> {
    if (this.unsent.size === 0) return;
    const topics = [...this.unsent];
    this.unsent.clear();
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ from: this.instance, topics } satisfies Message));
    } catch (error) {
      // The write itself succeeded; the other instances hear of it when Redis is back.
      topics.forEach((topic) => this.unsent.add(topic));
      this.logger.warn(`could not tell other instances that ${topics.join(', ')} changed: ${(error as Error).message}`);
    }
  }

  private receive(channel: string, text: string): void {
    if (channel !== this.channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.from === this.instance) return;
    const known = message.topics.filter((topic) => (PUBLIC_TOPICS as readonly string[]).includes(topic));
    if (known.length > 0) this.notify(known);
  }

  private notify(topics: readonly PublicTopic[]): void {
    for (const listener of this.listeners) listener(topics);
  }
}
