import type { EntityManager } from 'typeorm';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import type { WebhookPayload } from './webhook-events.js';
import { newMessageId } from './webhook-signature.js';

/** Retries stop this long after the event (Standard Webhooks' usual window; docs/INTEGRATORS.md, "Webhooks"). */
export const RETRY_WINDOW_MS = 3 * 24 * 3600_000;

/**
 * Writes one outbox row per endpoint for an event, on `manager`: inside a write's transaction the
 * rows exist exactly when the change does. `only` limits it to one endpoint (a test send), which
 * then gets the event whatever it subscribed to.
 */
export async function enqueue(
  manager: EntityManager,
  now: Date,
  type: string,
  data: Record<string, unknown>,
  only?: WebhookEndpoint,
  orderId: number | null = null,
): Promise<WebhookDelivery[]> {
  const endpoints = only
    ? [only]
    : (await manager.getRepository(WebhookEndpoint).find({ where: { enabled: true } })).filter((endpoint) =>
        (endpoint.events as string[]).includes(type),
      );
  if (endpoints.length === 0) return [];
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  const body = JSON.stringify(payload);
  // Due from the whole second: MySQL's DATETIME may round a fraction up, past the next look.
  const due = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const rows = endpoints.map((endpoint) =>
    manager.getRepository(WebhookDelivery).create({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: type,
      orderId,
      payload: body,
      status: WebhookDeliveryStatus.PENDING,
      attempts: 0,
      nextAttemptAt: due,
      giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS),
      createdAt: now,
    }),
  );
  return manager.getRepository(WebhookDelivery).save(rows);
}
