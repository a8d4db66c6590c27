import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { OutboxPruner } from 'src/platform/outbox/outbox-pruner.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';

export { PRUNE_INTERVAL_MS as DELIVERY_PRUNE_INTERVAL_MS } from 'src/platform/retention/periodic-pruner.js';
/**
 * How long a finished delivery (delivered, or given up after its three days) stays in an
 * endpoint's log (docs/INTEGRATORS.md, "Webhooks"): long enough to look into a month of an integrator's
 * complaints, short enough that the table does not grow with every order for ever.
 */
export { OUTBOX_RETENTION_DAYS as DELIVERY_RETENTION_DAYS } from 'src/platform/outbox/outbox-pruner.js';

/** Removes finished deliveries past the retention; a delivery still pending or retrying is never removed. */
@Injectable()
export class WebhookDeliveryPruner extends OutboxPruner {
  constructor(dataSource: DataSource, clock: Clock) {
    super(dataSource, clock, WebhookDelivery, 'webhook deliveries');
  }
}
