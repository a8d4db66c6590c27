import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { connectRedis } from 'src/common/redis/redis.module.js';

export const LIVE_BUS = Symbol('LIVE_BUS');

/** What happened to a request, as the back office's subscription reports it. */
export type OrderChange = 'CREATED' | 'STATUS_CHANGED' | 'ASSIGNED' | 'CALL_LOGGED' | 'FIRST_CONTACT_OVERDUE';

/** What one instance tells every instance (JSON over Redis, so plain data only). */
export type LiveMessage =
  /** A committed write of a request; `order` is the row after it (stored fields, dates as ISO text). */
  | { kind: 'order'; change: OrderChange; id: number; actorId: number | null; order: Record<string, unknown> | null }
  /** An admin's account changed (password, logout-all, roles): their open sockets are checked again. */
  | { kind: 'admin'; adminId: number }
  /** This instance may have missed messages (its Redis subscription restarted): clients refetch. Never sent. */
  | { kind: 'resync' };

/**
 * Carries live messages to every instance's subscribers. `publish` hands the message to this
 * instance's listeners at once; with Redis, to the others over pub/sub too.
 */
export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  subscribe(listener: (message: LiveMessage) => void): void;
}

export class InProcessLiveBus implements LiveBus {
  private readonly listeners: ((message: LiveMessage) => void)[] = [];

  async publish(message: LiveMessage): Promise<void> {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: LiveMessage) => void): void {
    this.listeners.push(listener);
  }
}

/** Pub/sub ignores database numbers: sites sharing one Redis on different databases stay apart by the channel. */
const channelOf = (redis: Redis) => `site:live:${redis.options.db ?? 0}`;

interface Envelope {
  from: string;
  message: LiveMessage;
}

/**
 * Several instances (as RedisInvalidationBus does for caches): a message reaches this instance's
 * listeners directly and the others through one Redis channel. Pub/sub keeps nothing for an
 * instance that was not subscribed, so whenever the subscription restarts (Redis was away) the
 * local listeners get `resync`, and the back office refetches what it shows. A live message is
 * worth nothing late: one that cannot be published is logged and dropped, not queued.
 */
export class RedisLiveBus implements LiveBus, OnApplicationShutdown {
  private readonly logger = new Logger(RedisLiveBus.name);
  private readonly instance = randomUUID();
  private readonly listeners: ((message: LiveMessage) => void)[] = [];
  private readonly subscriber: Redis;
  private readonly channel: string;
  private subscribedBefore = false;

  constructor(
    private readonly publisher: Redis,
    url: string,
  ) {
    this.channel = channelOf(publisher);
    this.subscriber = connectRedis(url, 'live');
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
  }

  async publish(message: LiveMessage): Promise<void> {
    this.notify(message);
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ from: this.instance, message } satisfies Envelope));
    } catch (error) {
      this.logger.warn(`could not tell other instances of a live ${message.kind} message: ${(error as Error).message}`);
    }
  }

  subscribe(listener: (message: LiveMessage) => void): void {
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
    if (this.subscribedBefore) this.notify({ kind: 'resync' });
    this.subscribedBefore = true;
  }

  private receive(channel: string, text: string): void {
    if (channel !== this.channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.instance || !['order', 'admin'].includes(envelope.message?.kind)) return;
    this.notify(envelope.message);
  }

  private notify(message: LiveMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        this.logger.error(`live listener failed on ${message.kind}: ${(error as Error).message}`);
      }
    }
  }
}
