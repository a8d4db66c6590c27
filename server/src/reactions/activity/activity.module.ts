import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityListener } from './activity-listener.js';
import { ActivityResolver } from './activity.resolver.js';
import { ActivityService } from './activity.service.js';
import { OrderHistoryResolver } from './order-history.resolver.js';
import { WebhookDelivery } from 'src/reactions/webhooks/webhook-delivery.entity.js';

/**
 * The activity log: `ActivityListener` writes it from the domain events of committed admin
 * writes, whichever API called, and superadmins read it back. Domain modules do not know it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ActivityLog, WebhookDelivery])],
  providers: [ActivityService, ActivityResolver, ActivityListener, OrderHistoryResolver],
  exports: [ActivityService],
})
export class ActivityModule {}
