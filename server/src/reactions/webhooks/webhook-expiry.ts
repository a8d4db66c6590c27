import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Between, DataSource } from 'typeorm';
import { addDays, Clock, type Timer } from 'src/common/clock.js';
import { tehranDay } from 'src/common/tehran-days.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEventType, publishedRecord } from './webhook-events.js';
import { WebhookExpiryNotice } from './webhook-expiry-notice.entity.js';
import { enqueue } from './webhook-outbox.js';
import { WebhookWorker } from './webhook-worker.js';

/** Days before `expire_date` at which `customer_plan.expiring` goes out, once each (docs/INTEGRATORS.md, "Webhooks"). */
export const EXPIRY_THRESHOLDS = [30, 7] as const;
/** Expiry is counted in days: an hourly look is early enough for the day a threshold is crossed. */
export const EXPIRY_SCAN_INTERVAL_MS = 3600_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Announces active customer plans nearing their expiry: on the scan of the (Tehran) day a plan is
 * 30 days or fewer from `expire_date`, the 30-day notice; at 7 days or fewer, the 7-day one. A
 * plan first seen already inside 7 days gets only the 7-day notice. Each notice is a row with a
 * unique key written with its outbox rows, so it goes out once even with several instances.
 */
@Injectable()
export class WebhookExpiryScanner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookExpiryScanner.name);
  private timer: Timer | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly worker: WebhookWorker,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = this.clock.interval(EXPIRY_SCAN_INTERVAL_MS, () => this.scanQuietly());
    // Not awaited: the start does not wait on it, and a restart does not lose a day's notices.
    void this.scanQuietly();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.running;
  }

  private scanQuietly(): Promise<unknown> {
    this.running ??= this.scan()
      .catch((error: Error) => this.logger.warn(`expiry scan failed, retried on the next: ${error.message}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  /** One scan; resolves with the number of notices written. Tests call it after moving the clock. */
  async scan(): Promise<number> {
    const endpoints = await this.dataSource.getRepository(WebhookEndpoint).find({ where: { enabled: true } });
    if (!endpoints.some((endpoint) => endpoint.events.includes(WebhookEventType.CUSTOMER_PLAN_EXPIRING))) return 0;
    const today = tehranDay(this.clock.now());
    const plans = await this.dataSource
      .getRepository(CustomerPlan)
      .find({ where: { isActive: true, expireDate: Between(today, addDays(today, EXPIRY_THRESHOLDS[0])) } });
    let written = 0;
    for (const plan of plans) {
      const daysLeft = dayNumber(plan.expireDate!) - dayNumber(today);
      const threshold = Math.min(...EXPIRY_THRESHOLDS.filter((days) => daysLeft <= days));
      try {
        if (await this.notify(plan, threshold, daysLeft)) written += 1;
      } catch (error) {
        // Another instance wrote the same notice first (the unique key): it is sent once, by it.
        this.logger.debug(`expiry notice for customer plan #${plan.id} not written: ${(error as Error).message}`);
      }
    }
    if (written > 0) this.worker.kick();
    return written;
  }

  private notify(plan: CustomerPlan, daysBefore: number, daysLeft: number): Promise<boolean> {
    const now = this.clock.now();
    return this.events.write(async ({ manager }) => {
      const notices = manager.getRepository(WebhookExpiryNotice);
      const key = { customerPlanId: plan.id, daysBefore, expireDate: plan.expireDate! };
      if (await notices.exists({ where: key })) return false;
      await notices.insert({ ...key, createdAt: now });
      const data = { ...publishedRecord('customer-plan', plan as unknown as Record<string, unknown>), days_left: daysLeft };
      await enqueue(manager, now, WebhookEventType.CUSTOMER_PLAN_EXPIRING, data);
      return true;
    });
  }
}
