import { Logger } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { Clock } from 'src/common/clock.js';
import type { AppConfig } from 'src/platform/config/app.config.js';
import type { Metrics, WebhookOutcome } from 'src/platform/observability/metrics.service.js';
import { OutboxStatus, type OutboxAttempt, type OutboxChannel } from 'src/platform/outbox/outbox-row.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { AddressRefused, checkedAddress, send, type SendResult, type WebhookNetwork } from './webhook-network.js';
import { retryDelayMs } from './webhook-retry.js';
import { signatureHeader } from './webhook-signature.js';

/** Rows of one endpoint claimed per turn of its lane: a burst to it goes out in parallel, but not unboundedly. */
const BATCH = 10;
const GONE = 410;

/**
 * The webhooks' outbox as the engine sends it (docs/INTEGRATORS.md, "Webhooks"): one lane per
 * endpoint (enabled ones only), a row signed per Standard Webhooks with the endpoint's secret (and
 * the previous one while it is still honoured), sent to a checked address within
 * WEBHOOKS_TIMEOUT_MS. A 2xx delivers; 410 Gone gives up at once and turns the endpoint off.
 */
const logger = new Logger('WebhookWorker');

export function webhookChannel(clock: Clock, network: WebhookNetwork, config: AppConfig, metrics: Metrics): OutboxChannel<WebhookDelivery> {
  return {
    name: 'webhook delivery',
    entity: WebhookDelivery,
    leaseMs: config.webhooks.leaseMs,
    batch: BATCH,
    laneColumns: ['d.endpointId'],
    order: ['d.nextAttemptAt', 'd.id'],
    due: (query) => query.innerJoin('d.endpoint', 'e').andWhere('e.enabled = :enabled', { enabled: true }),
    load: (manager, ids) => manager.getRepository(WebhookDelivery).find({ where: { id: In(ids) }, relations: { endpoint: true } }),
    async send(delivery) {
      const { endpoint } = delivery;
      const started = clock.now();
      const timestamp = Math.floor(started.getTime() / 1000);
      const secrets = [endpoint.secret];
      if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > started)
        secrets.push(endpoint.previousSecret);
      const headers = {
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, delivery.messageId, timestamp, delivery.payload),
      };
      const startedReal = performance.now();
      const result = await attempt(network, config, endpoint, headers, delivery.payload);
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const columns = {
        lastStatusCode: result.statusCode,
        lastDurationMs: Math.round(performance.now() - startedReal),
        lastResponse: result.body,
      };
      return { ok, permanent: result.statusCode === GONE, error: result.error, columns };
    },
    retryDelayMs: (attempts) => retryDelayMs(attempts),
    async onRecord(manager: EntityManager, delivery: WebhookDelivery, sent: OutboxAttempt) {
      // 410 Gone: the receiver asks for no more (Standard Webhooks); the endpoint is turned off, its owners see why.
      if (sent.columns?.lastStatusCode === GONE) {
        await manager
          .getRepository(WebhookEndpoint)
          .update({ id: delivery.endpointId }, { enabled: false, disabledReason: 'گیرنده پاسخ ۴۱۰ داد و ارسال متوقف شد' });
      }
    },
    afterRecord(delivery, sent, { status, nextAttemptAt, recorded }) {
      const outcome: WebhookOutcome = sent.ok
        ? 'delivered'
        : sent.columns?.lastStatusCode === GONE
          ? 'gone'
          : status === OutboxStatus.FAILED
            ? 'failed'
            : 'retry';
      // Counted once, by the instance whose outcome the row keeps (a lost lease's attempt is another's to count).
      if (recorded) metrics.webhookAttempted(outcome, Number(sent.columns?.lastDurationMs ?? 0) / 1000);
      if (!recorded || sent.ok) return;
      // An operator looks for the endpoint: its id on every line, with what went wrong and what comes next.
      const statusCode = sent.columns?.lastStatusCode as number | null | undefined;
      const what = statusCode != null ? `answered ${statusCode}` : `failed: ${sent.error ?? 'no answer'}`;
      const next =
        outcome === 'gone'
          ? 'the endpoint is turned off (410 Gone)'
          : outcome === 'failed'
            ? 'given up after the retry window'
            : `tried again at ${nextAttemptAt?.toISOString()}`;
      logger.warn(
        `webhook endpoint #${delivery.endpointId}: delivery #${delivery.id} (attempt ${delivery.attempts + 1}, ${String(sent.columns?.lastDurationMs ?? 0)} ms) ${what}; ${next}`,
      );
    },
  };
}

/** One attempt, resolution and request together within WEBHOOKS_TIMEOUT_MS, so it always ends well inside the lease (WEBHOOKS_LEASE_MS). */
async function attempt(
  network: WebhookNetwork,
  config: AppConfig,
  endpoint: WebhookEndpoint,
  headers: Record<string, string>,
  body: string,
): Promise<SendResult> {
  const timeoutMs = config.webhooks.timeoutMs;
  const deadline = performance.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = new URL(endpoint.url);
    // A resolver that never answers must not hold the row either.
    const address = await Promise.race([
      checkedAddress(network, url, config.webhooks.allowInsecure),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('address lookup timed out')), timeoutMs))),
    ]);
    clearTimeout(timer);
    return await send(network, url, address, headers, body, Math.max(1, Math.round(deadline - performance.now())));
  } catch (error) {
    clearTimeout(timer);
    const message = error instanceof AddressRefused ? `refused: ${error.message}` : (error as Error).message;
    return { statusCode: null, body: null, error: message.slice(0, 250) };
  }
}
