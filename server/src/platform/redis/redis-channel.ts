import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.module.js';

export interface ChannelHandlers {
  /** A message another instance published: its envelope less `from`, as parsed JSON (check it). */
  receive(body: Record<string, unknown>): void;
  /**
   * The subscription (re)started. Pub/sub keeps nothing for an instance that was not subscribed,
   * so after `again` (Redis was away) whatever may have been missed must be made good.
   */
  subscribed(again: boolean): void;
}

/**
 * One Redis pub/sub channel between the instances of a site: a subscriber connection of its own
 * (a subscribed connection can do nothing else), messages sent as `{from, ...body}` so an instance
 * skips its own, and the channel named `<prefix>:<db>`, since pub/sub ignores database numbers and
 * sites sharing one Redis on different databases must stay apart. The live feed's bus and the
 * public reads' invalidation bus stand on it.
 */
export class RedisChannel {
  private readonly logger: Logger;
  private readonly instance = randomUUID();
  private readonly subscriber: Redis;
  private readonly name: string;
  private subscribedBefore = false;

  constructor(
    private readonly publisher: Redis,
    url: string,
    /** The subscriber connection's name in the log (`Redis:<label>`). */
    label: string,
    prefix: string,
    private readonly handlers: ChannelHandlers,
  ) {
    this.name = `${prefix}:${publisher.options.db ?? 0}`;
    this.logger = new Logger(`RedisChannel:${label}`);
    this.subscriber = connectRedis(url, label);
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  /** Sends `body` to the other instances; rejects when Redis cannot take it (the caller decides). */
  async publish(body: Record<string, unknown>): Promise<void> {
    await this.publisher.publish(this.name, JSON.stringify({ ...body, from: this.instance }));
  }

  close(): void {
    this.subscriber.disconnect();
  }

  private async listen(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.name);
    } catch (error) {
      this.logger.warn(`could not subscribe to ${this.name}: ${(error as Error).message}`);
      return;
    }
    this.handlers.subscribed(this.subscribedBefore);
    this.subscribedBefore = true;
  }

  private receive(channel: string, text: string): void {
    if (channel !== this.name) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return;
    const { from, ...body } = envelope as Record<string, unknown>;
    if (from === this.instance) return;
    this.handlers.receive(body);
  }
}
