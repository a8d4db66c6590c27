import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisChannel } from 'src/platform/redis/redis-channel.js';

export const LIVE_BUS = Symbol('LIVE_BUS');

/** What happened to a request, as the back office's subscription reports it. */
export type OrderChange = 'CREATED' | 'STATUS_CHANGED' | 'ASSIGNED' | 'CALL_LOGGED' | 'FIRST_CONTACT_OVERDUE';

/** What one instance tells every instance (JSON over Redis, so plain data only). */
export type LiveMessage =
  /** A committed write of a request; `order` is the row after it (stored fields, dates as ISO text). */
  | {
      kind: 'order';
      change: OrderChange;
      id: number;
      actorId: number | null;
      order: Record<string, unknown> | null;
      /** The event's number in the event log. */
      sequence: number | null;
    }
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

/**
 * Several instances (as RedisInvalidationBus does for caches): a message reaches this instance's
 * listeners directly and the others through one Redis channel. Pub/sub keeps nothing for an
 * instance that was not subscribed, so whenever the subscription restarts (Redis was away) the
 * local listeners get `resync`, and the back office refetches what it shows. A live message is
 * worth nothing late: one that cannot be published is logged and dropped, not queued.
 */
export class RedisLiveBus implements LiveBus, OnApplicationShutdown {
  private readonly logger = new Logger(RedisLiveBus.name);
  private readonly listeners: ((message: LiveMessage) => void)[] = [];
  private readonly channel: RedisChannel;

  constructor(publisher: Redis, url: string) {
    this.channel = new RedisChannel(publisher, url, 'live', 'site:live', {
      receive: (body) => {
        const message = body.message as LiveMessage | undefined;
        if (message && ['order', 'admin'].includes(message.kind)) this.notify(message);
      },
      subscribed: (again) => {
        if (again) this.notify({ kind: 'resync' });
      },
    });
  }

  async publish(message: LiveMessage): Promise<void> {
    this.notify(message);
    try {
      await this.channel.publish({ message });
    } catch (error) {
      this.logger.warn(`could not tell other instances of a live ${message.kind} message: ${(error as Error).message}`);
    }
  }

  subscribe(listener: (message: LiveMessage) => void): void {
    this.listeners.push(listener);
  }

  onApplicationShutdown(): void {
    this.channel.close();
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
