import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Clock, Timer } from 'src/common/clock.js';

/** Retentions count days: an hourly look keeps a table within an hour of its own. */
export const PRUNE_INTERVAL_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * The schedule every outbox and log shares for dropping what its retention no longer keeps: a
 * pass at start and every hour on the Clock, one at a time, a failure logged and retried on the
 * next, and shutdown waiting for a pass in flight. Safe with several instances as long as
 * `prune` is an idempotent DELETE.
 */
export abstract class PeriodicPruner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: Timer | null = null;
  private running: Promise<unknown> | null = null;

  protected constructor(
    protected readonly clock: Clock,
    /** What the log lines call the rows, e.g. "webhook deliveries". */
    private readonly rows: string,
    protected readonly retentionDays: number,
  ) {}

  /** One pass; resolves with the number of rows removed. */
  abstract prune(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = this.clock.interval(PRUNE_INTERVAL_MS, () => this.pruneQuietly());
    void this.pruneQuietly();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.running;
  }

  /** The instant before which the retention keeps nothing. */
  protected cutoff(): Date {
    return new Date(this.clock.now().getTime() - this.retentionDays * DAY_MS);
  }

  private pruneQuietly(): Promise<unknown> {
    this.running ??= this.prune()
      .then((n) => void (n > 0 && this.logger.log(`pruned ${n} ${this.rows} older than ${this.retentionDays} days`)))
      .catch((error: Error) => this.logger.warn(`pruning ${this.rows} failed, retried on the next pass: ${error.message}`))
      .finally(() => (this.running = null));
    return this.running;
  }
}
