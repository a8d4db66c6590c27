import { EventEmitter } from 'node:events';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createLoaders, type Loaders } from 'src/domain/loaders.js';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { readState } from 'src/platform/events/record-state.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { EventLog } from 'src/reactions/event-log/event-log.js';
import { LIVE_BUS, type LiveBus, type LiveMessage, type OrderChange } from './live-bus.js';
import { OrderEvent, OrderEventKind } from './order-event.output.js';
import { pushIterator } from './push-iterator.js';

/** One delivered event with the loaders every local subscriber shares for it (one admin read per event, not per socket). */
export interface OrderFeedItem {
  event: OrderEvent;
  loaders: Loaders;
}

export const CHANGES: Partial<Record<DomainEvent['type'], OrderChange>> = {
  'order.created': 'CREATED',
  'order.status-changed': 'STATUS_CHANGED',
  'order.assigned': 'ASSIGNED',
  'order-call.created': 'CALL_LOGGED',
  'order.first-contact-overdue': 'FIRST_CONTACT_OVERDUE',
};

/**
 * The back office's live feed of requests (docs/INTEGRATORS.md, "Live back office"): an after-commit listener of the domain
 * events, so a write that rolled back is never announced, and whichever API made the write (the
 * public form, REST, staff) it is announced once. Each instance hands what its bus carries to its
 * own subscribers.
 */
@Injectable()
export class OrderFeed implements OnModuleInit {
  private readonly local = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly events: DomainEvents,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    private readonly dataSource: DataSource,
    private readonly log: EventLog,
  ) {}

  onModuleInit(): void {
    this.events.afterCommit((event) => this.announce(event));
    this.bus.subscribe((message) => this.deliver(message));
  }

  /** Every request event from now on, until the iterator is returned. */
  orderEvents(): AsyncIterableIterator<OrderFeedItem> {
    return pushIterator((push) => {
      this.local.on('order', push);
      return () => this.local.off('order', push);
    });
  }

  /** Calls `listener` with the id of an admin whose account changed, on any instance. */
  onAdminChanged(listener: (adminId: number) => void): void {
    this.local.on('admin', listener);
  }

  private async announce(event: DomainEvent): Promise<void> {
    if (event.entity === 'admin') return this.bus.publish({ kind: 'admin', adminId: event.id });
    const change = CHANGES[event.type];
    if (!change) return;
    if (event.entity === 'order-call') {
      // The request is what the back office shows: announced as it is now, with its first contact and follow-up.
      const orderId = Number(event.after?.values.orderId);
      const order = await readState(this.dataSource.manager, Order, orderId);
      await this.bus.publish({
        kind: 'order',
        change,
        id: orderId,
        actorId: event.actor?.id ?? null,
        order: order?.values ?? null,
        sequence: await this.log.sequenceOf(event),
      });
      return;
    }
    await this.bus.publish({
      kind: 'order',
      change,
      id: event.id,
      actorId: event.actor?.id ?? null,
      order: event.after?.values ?? null,
      sequence: await this.log.sequenceOf(event),
    });
  }

  private deliver(message: LiveMessage): void {
    if (message.kind === 'admin') {
      this.local.emit('admin', message.adminId);
      return;
    }
    const event = new OrderEvent();
    if (message.kind === 'resync') {
      Object.assign(event, { kind: OrderEventKind.RESYNC, orderId: null, order: null, actorId: null, sequence: null });
    } else {
      Object.assign(event, {
        kind: OrderEventKind[message.change],
        orderId: message.id,
        order: message.order && orderFrom(message.order),
        actorId: message.actorId,
        sequence: message.sequence ?? null,
      });
    }
    let loaders: Loaders | undefined;
    const dataSource = this.dataSource;
    const item: OrderFeedItem = {
      event,
      get loaders() {
        return (loaders ??= createLoaders(dataSource));
      },
    };
    this.local.emit('order', item);
  }
}

/** The row an event carried (dates as ISO text), as the entity the schema's Order fields read. */
export function orderFrom(values: Record<string, unknown>): Order {
  const order = Object.assign(new Order(), values);
  order.createdAt = new Date(values.createdAt as string);
  order.updatedAt = new Date(values.updatedAt as string);
  for (const key of ['firstContactAt', 'nextCallAt', 'overdueAlertedAt'] as const) {
    order[key] = values[key] ? new Date(values[key] as string) : null;
  }
  return order;
}
