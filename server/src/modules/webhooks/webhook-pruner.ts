import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';

/**
 * How long a finished delivery (delivered, or given up after its three days) stays in an
 * endpoint's log (README, "Webhooks"): long enough to look into a month of an integrator's
 * complaints, short enough that the table does not grow with every order for ever.
 */
export const DELIVERY_RETENTION_DAYS = 30;
/** Days are what the retention counts: an hourly look keeps the log within an hour of it. */
export const DELIVERY_PRUNE_INTERVAL_MS = 3600_000;

const DAY_MS = 24 * 3600_000;
const FINISHED = [WebhookDeliveryStatus.DELIVERED, WebhookDeliveryStatus.FAILED];

/**
 * Removes finished deliveries whose last attempt (or creation, when none was made) is older than
 * the retention; a delivery still pending or retrying is never removed. Safe with several
 * instances: the DELETE is idempotent.
 */
@Injectable()
export class WebhookDeliveryPruner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryPruner.name);
  private timer: Timer | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = this.clock.interval(DELIVERY_PRUNE_INTERVAL_MS, () => this.pruneQuietly());
    void this.pruneQuietly();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.running;
  }

  /** One pass; resolves with the number of deliveries removed. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - DELIVERY_RETENTION_DAYS * DAY_MS);
    const { affected } = await this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder()
      .delete()
      .where('status IN (:...finished) AND COALESCE(last_attempt_at, created_at) < :cutoff', { finished: FINISHED, cutoff })
      .execute();
    return affected ?? 0;
  }

  private pruneQuietly(): Promise<unknown> {
    this.running ??= this.prune()
      .then((n) => void (n > 0 && this.logger.log(`pruned ${n} webhook deliveries older than ${DELIVERY_RETENTION_DAYS} days`)))
      .catch((error: Error) => this.logger.warn(`webhook delivery pruning failed, retried on the next: ${error.message}`))
      .finally(() => (this.running = null));
    return this.running;
  }
}
