import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { NotificationChannels } from './notification-channels.js';
import type { NotificationChannel, NotificationKind } from './notification-delivery.entity.js';
import { enqueueNotifications } from './notification-outbox.js';
import { NotificationWorker } from './notification-worker.js';

/**
 * The notifications' outbox writer: in the change's own transaction, as the webhook outbox is
 * written, a request given to an admin (by the rotation when it arrives, by a superadmin, by a
 * deactivation's hand-over) and a request past its first-call target add a row per message owed.
 * Once committed the worker is woken; the request's own answer never waits on a mail server.
 */
@Injectable()
export class NotificationListener implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly channels: NotificationChannels,
    private readonly worker: NotificationWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const on = (['email', 'sms'] as NotificationChannel[]).filter((channel) => this.channels.on(channel));
    // Unconfigured: no listener at all, so no row piles up for a channel nobody can send on.
    if (on.length === 0) return;
    this.unsubscribe.push(
      this.events.inTransaction(async (event, manager) => {
        const due = await this.owed(event, manager);
        if (!due) return;
        const context = { now: this.clock.now(), hours: this.config.firstContact.hours, publicUrl: this.config.publicUrl, channels: on };
        if ((await enqueueNotifications(manager, context, due.kind, due.order, due.adminIds)) > 0) this.worker.wakeAfterCommit(event);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe) off();
  }

  /** Who is owed what for `event`; null for events that notify nobody. */
  private async owed(
    event: DomainEvent,
    manager: EntityManager,
  ): Promise<{ kind: NotificationKind; order: { id: number; fullName: string; reference: string | null }; adminIds: number[] } | null> {
    const values = event.after?.values;
    if (!values) return null;
    const order = { id: event.id, fullName: String(values.fullName ?? ''), reference: (values.reference as string | null) ?? null };
    const ownerId = (values.ownerId as number | null) ?? null;
    // Whoever gave the request to themselves (took it, or made it) needs no message about it.
    const self = event.actor?.kind === 'admin' && event.actor.id === ownerId;
    switch (event.type) {
      case 'order.created':
        return ownerId === null || self ? null : { kind: 'assigned', order, adminIds: [ownerId] };
      case 'order.assigned': {
        const before = (event.before?.values.ownerId as number | null) ?? null;
        return ownerId === null || ownerId === before || self ? null : { kind: 'assigned', order, adminIds: [ownerId] };
      }
      case 'order.first-contact-overdue': {
        if (ownerId !== null) return { kind: 'overdue', order, adminIds: [ownerId] };
        // Unowned, the admins on duty are the ones who must call.
        const onDuty = await manager.find(Admin, { select: { id: true }, where: { onDuty: true, deactivatedAt: IsNull() } });
        return { kind: 'overdue', order, adminIds: onDuty.map((admin) => admin.id) };
      }
      default:
        return null;
    }
  }
}
