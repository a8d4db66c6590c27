import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { OutboxPruner } from 'src/platform/outbox/outbox-pruner.js';
import { NotificationDelivery } from './notification-delivery.entity.js';

/** Removes sent and given-up notifications after the outboxes' retention (30 days); a message still pending is never removed. */
@Injectable()
export class NotificationPruner extends OutboxPruner {
  constructor(dataSource: DataSource, clock: Clock) {
    super(dataSource, clock, NotificationDelivery, 'notifications');
  }
}
