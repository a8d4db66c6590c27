import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { PeriodicPruner } from 'src/platform/retention/periodic-pruner.js';
import { DELIVERY_RETENTION_DAYS } from 'src/reactions/webhooks/webhook-pruner.js';
import { NotificationDelivery, NotificationDeliveryStatus } from './notification-delivery.entity.js';

const FINISHED = [NotificationDeliveryStatus.DELIVERED, NotificationDeliveryStatus.FAILED];

/** Removes sent and given-up notifications after the webhook deliveries' retention (30 days); a message still pending is never removed. */
@Injectable()
export class NotificationPruner extends PeriodicPruner {
  constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    super(clock, 'notifications', DELIVERY_RETENTION_DAYS);
  }

  async prune(): Promise<number> {
    const { affected } = await this.dataSource
      .getRepository(NotificationDelivery)
      .createQueryBuilder()
      .delete()
      .where('status IN (:...finished) AND COALESCE(last_attempt_at, created_at) < :cutoff', { finished: FINISHED, cutoff: this.cutoff() })
      .execute();
    return affected ?? 0;
  }
}
