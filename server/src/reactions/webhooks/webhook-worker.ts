import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { OutboxWorker } from 'src/platform/outbox/outbox-worker.js';
import { webhookChannel } from './webhook-channel.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookNetwork } from './webhook-network.js';

export { OUTBOX_POLL_INTERVAL_MS as POLL_INTERVAL_MS } from 'src/platform/outbox/outbox-worker.js';

/**
 * Delivers the webhooks' outbox (docs/ARCHITECTURE.md, "Webhooks") through the outbox engine,
 * one lane per endpoint: a receiver that times out on every call holds back only its own
 * deliveries, never another endpoint's (docs/INTEGRATORS.md, "Webhooks"). A process killed
 * mid-delivery leaves its lease to expire and the row to be sent again, with the same `webhook-id`.
 */
@Injectable()
export class WebhookWorker extends OutboxWorker<WebhookDelivery> implements OnApplicationBootstrap {
  constructor(
    dataSource: DataSource,
    events: DomainEvents,
    clock: Clock,
    readonly network: WebhookNetwork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    super(dataSource, events, clock, webhookChannel(clock, network, config, metrics));
    this.gaugePending(metrics, metrics.webhookOutboxPending);
  }

  onApplicationBootstrap(): void {
    this.warnIfLeaseShort('WEBHOOKS_LEASE_MS', 'WEBHOOKS_TIMEOUT_MS', this.config.webhooks.timeoutMs);
    this.start();
  }
}
