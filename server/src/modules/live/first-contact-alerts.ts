import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock, type Timer } from 'src/common/clock.js';
import { FirstContactTarget } from 'src/modules/orders/first-contact-target.js';
import { OrdersService } from 'src/modules/orders/orders.service.js';
import { OrderFeed } from './order-feed.js';

/** How often requests are checked against their first-call target: the alert is at most this late. */
export const OVERDUE_SWEEP_MS = 60_000;

/**
 * Superadmins' alert (issue 22): once a minute, on the app's Clock, the requests that passed their
 * first-call target uncalled are claimed (each by one instance, in the database) and announced on
 * the live feed as FIRST_CONTACT_OVERDUE, which the back office can turn into a notification.
 */
@Injectable()
export class FirstContactAlerts implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FirstContactAlerts.name);
  private timer: Timer | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly target: FirstContactTarget,
    private readonly feed: OrderFeed,
  ) {}

  onModuleInit(): void {
    this.timer = this.clock.interval(OVERDUE_SWEEP_MS, () => (this.running = this.sweep()));
  }

  async onApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.running;
  }

  /** One pass; a failure (the database away for a moment) waits for the next. */
  async sweep(): Promise<void> {
    try {
      for (const order of await this.orders.claimOverdueAlerts(this.clock.now(), this.target)) await this.feed.announceOverdue(order);
    } catch (error) {
      this.logger.warn(`first-contact sweep failed: ${(error as Error).message}`);
    }
  }
}
