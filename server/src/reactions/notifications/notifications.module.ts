import { Module } from '@nestjs/common';
import { NotificationChannels } from './notification-channels.js';
import { NotificationListener } from './notification-listener.js';
import { NotificationPruner } from './notification-pruner.js';
import { NotificationWorker } from './notification-worker.js';

/**
 * E-mail and SMS to admins (docs/OPERATIONS.md, "Notifications by e-mail and SMS"): a listener of
 * the domain events that writes the outbox in each change's transaction, a worker that sends it
 * under a lease, and a pruner. Domain modules do not know it.
 */
@Module({
  providers: [NotificationChannels, NotificationWorker, NotificationListener, NotificationPruner],
  exports: [NotificationWorker, NotificationChannels],
})
export class NotificationsModule {}
