import { Module } from '@nestjs/common';
import { WebhookExpiryScanner } from './webhook-expiry.js';
import { WebhookListener } from './webhook-listener.js';
import { WebhookNetwork } from './webhook-network.js';
import { WebhookOwners, WebhookOwnersResolver } from './webhook-owners.js';
import { WebhookDeliveryPruner } from './webhook-pruner.js';
import { WebhookWorker } from './webhook-worker.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Signed webhooks (docs/ARCHITECTURE.md, "Webhooks"): a listener of the domain events
 * that writes the outbox in each write's transaction, a worker that delivers it, and the
 * superadmins' endpoints. Domain modules do not know it. `WebhookNetwork` is the one seam tests
 * replace (app.get(WebhookNetwork)).
 */
@Module({
  providers: [
    WebhookNetwork,
    WebhookWorker,
    WebhookListener,
    WebhookExpiryScanner,
    WebhookDeliveryPruner,
    WebhooksService,
    WebhooksResolver,
    WebhookOwners,
    WebhookOwnersResolver,
  ],
  exports: [WebhookWorker, WebhookExpiryScanner, WebhookNetwork],
})
export class WebhooksModule {}
