import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { PeriodicPruner } from 'src/platform/retention/periodic-pruner.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';

export { PRUNE_INTERVAL_MS as DELIVERY_PRUNE_INTERVAL_MS } from 'src/platform/retention/periodic-pruner.js';

/**
 * How long a finished delivery (delivered, or given up after its three days) stays in an
 * endpoint's log (docs/INTEGRATORS.md, "Webhooks"): long enough to look into a month of an integrator's
 * complaints, short enough that the table does not grow with every order for ever.
 */
export const DELIVERY_RETENTION_DAYS = 30;

const FINISHED = [WebhookDeliveryStatus.DELIVERED, WebhookDeliveryStatus.FAILED];

/**
 * Removes finished deliveries whose last attempt (or creation, when none was made) is older than
 * the retention; a delivery still pending or retrying is never removed.
 */
@Injectable()
export class WebhookDeliveryPruner extends PeriodicPruner {
  constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    super(clock, 'webhook deliveries', DELIVERY_RETENTION_DAYS);
  }

  async prune(): Promise<number> {
    const { affected } = await this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder()
      .delete()
      .where('status IN (:...finished) AND COALESCE(last_attempt_at, created_at) < :cutoff', { finished: FINISHED, cutoff: this.cutoff() })
      .execute();
    return affected ?? 0;
  }
}
