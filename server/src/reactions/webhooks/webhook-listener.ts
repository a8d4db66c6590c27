import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from 'src/common/clock.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { webhookOf } from './webhook-events.js';
import { enqueue } from './webhook-outbox.js';
import { WebhookWorker } from './webhook-worker.js';

/**
 * The outbox's writer (docs/ARCHITECTURE.md, "Domain events"): in the write's own transaction it
 * adds a delivery row per subscribed endpoint, so an event exists exactly when its change does (a
 * rolled-back write announces nothing, a committed one cannot be lost to a crash). Once committed,
 * the worker is woken to send at once rather than on its next look.
 */
@Injectable()
export class WebhookListener implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly worker: WebhookWorker,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.inTransaction(async (event, manager) => {
        const webhook = webhookOf(event);
        if (!webhook) return;
        // The request it is about, for the request page's timeline: an order's own event, or a call on it.
        const orderId =
          event.entity === 'order'
            ? event.id
            : event.entity === 'order-call'
              ? ((event.after?.values.orderId as number | undefined) ?? null)
              : null;
        // Once committed, the worker sends them at once.
        if ((await enqueue(manager, this.clock.now(), webhook.type, webhook.data, undefined, orderId)).length > 0)
          this.worker.wakeAfterCommit(event);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe) off();
  }
}
