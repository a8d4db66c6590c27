import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { OutboxStatus, type OutboxChannel } from 'src/platform/outbox/outbox-row.js';
import { OutboxWorker } from 'src/platform/outbox/outbox-worker.js';
import { NotificationChannels } from './notification-channels.js';
import { NotificationDelivery } from './notification-delivery.entity.js';
import { notificationRetryDelayMs } from './notification-retry.js';

export { OUTBOX_POLL_INTERVAL_MS as NOTIFICATION_POLL_INTERVAL_MS } from 'src/platform/outbox/outbox-worker.js';

/**
 * Sends the notifications' outbox through the same engine as webhooks (docs/ARCHITECTURE.md,
 * "Outboxes"): one lane per destination (an address or a mobile number), so a mailbox whose server
 * stalls holds back only its own messages. A lane sends one message at a time, each claimed and
 * leased just before it goes (a lane of many slow sends never outlives a lease it took at once),
 * and a message waits while an earlier one of the same request and destination is still pending,
 * so a request's messages arrive in order.
 */
@Injectable()
export class NotificationWorker extends OutboxWorker<NotificationDelivery> implements OnApplicationBootstrap {
  constructor(
    dataSource: DataSource,
    events: DomainEvents,
    clock: Clock,
    private readonly channels: NotificationChannels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    super(dataSource, events, clock, notificationChannel(channels, config, metrics));
    this.gaugePending(metrics, metrics.notificationOutboxPending);
  }

  onApplicationBootstrap(): void {
    if (!this.channels.on('email') && !this.channels.on('sms')) return;
    this.warnIfLeaseShort('NOTIFICATIONS_LEASE_MS', 'NOTIFICATIONS_TIMEOUT_MS', this.config.notifications.timeoutMs);
    this.start();
  }
}

function notificationChannel(channels: NotificationChannels, config: AppConfig, metrics: Metrics): OutboxChannel<NotificationDelivery> {
  const logger = new Logger(NotificationWorker.name);
  return {
    name: 'notification',
    entity: NotificationDelivery,
    leaseMs: config.notifications.leaseMs,
    batch: 1,
    laneColumns: ['d.channel', 'd.destination'],
    order: ['d.id'],
    due: (query) =>
      query.andWhere(
        `NOT EXISTS (SELECT 1 FROM notification_deliveries p WHERE p.channel = d.channel AND p.destination = d.destination
           AND p.order_id = d.order_id AND p.status = :pending AND p.id < d.id)`,
      ),
    load: (manager, ids) => manager.getRepository(NotificationDelivery).find({ where: { id: In(ids) }, order: { id: 'ASC' } }),
    async send(delivery) {
      // One attempt, bounded by NOTIFICATIONS_TIMEOUT_MS; its error comes without the channel's secrets.
      const outcome = await channels.send(delivery.channel, delivery.destination, delivery.subject, delivery.body);
      return outcome.ok ? { ok: true, permanent: false, error: null } : { ok: false, permanent: outcome.permanent, error: outcome.error };
    },
    retryDelayMs: (attempts) => notificationRetryDelayMs(attempts),
    afterRecord(delivery, sent, { status, nextAttemptAt, recorded }) {
      // Counted once, by the instance whose outcome the row keeps.
      if (recorded)
        metrics.notificationAttempted(delivery.channel, sent.ok ? 'delivered' : status === OutboxStatus.FAILED ? 'failed' : 'retry');
      if (sent.ok) return;
      const next = status === OutboxStatus.FAILED ? 'given up' : `tried again at ${nextAttemptAt?.toISOString()}`;
      logger.warn(`${delivery.channel} notification #${delivery.id} not sent (${sent.error}); ${next}`);
    },
    clean: (text) => channels.clean(text),
  };
}
