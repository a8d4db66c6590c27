import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, type Repository } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { FirstContactTarget } from './first-contact-target.js';
import { Order, OrderStatus } from './order.entity.js';

/**
 * How often requests are checked against their first-call target. A request due before the next
 * check is given a timer of its own at its due moment, so the alert is not this late: the interval
 * only finds the requests that arrived since.
 */
export const OVERDUE_SWEEP_MS = 60_000;
/** How far back the sweep looks (a deploy never announces years of old requests at once), and how many one sweep takes. */
const OVERDUE_LOOKBACK_DAYS = 14;
const OVERDUE_SWEEP_BATCH = 100;

/**
 * The first-call target passing (docs/ARCHITECTURE.md, "Domain events"): once a minute, on the
 * app's Clock, each open request that passed its target uncalled is stamped `overdue_alerted_at`
 * and announced as `order.first-contact-overdue` in one unit of work, so the reactions follow it
 * as they follow any write: the live back office alerts whoever must call, the activity log keeps
 * it, webhooks carry it. The stamp is a conditional UPDATE: with several instances sweeping, each
 * request is announced by exactly one.
 */
@Injectable()
export class FirstContactOverdueSweep implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FirstContactOverdueSweep.name);
  private timer: Timer | null = null;
  /** The sweep at the moment the soonest request falls due, when that comes before the next interval. */
  private dueTimer: Timer | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly clock: Clock,
    private readonly target: FirstContactTarget,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.timer = this.clock.interval(OVERDUE_SWEEP_MS, () => this.run());
  }

  async onApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    this.dueTimer?.cancel();
    this.timer = null;
    await this.running;
  }

  /** One pass after the one under way: an interval and a due timer meeting never sweep side by side. */
  private run(): Promise<void> {
    return (this.running = this.running.then(() => this.sweep()));
  }

  /** One pass; a failure (the database away for a moment) waits for the next. */
  async sweep(): Promise<void> {
    let soonest: number | null = null;
    try {
      const now = this.clock.now();
      for (const order of await this.candidates(now)) {
        if (this.target.overdue(order, now)) await this.announce(order.id, now);
        else soonest = Math.min(soonest ?? Infinity, this.target.dueAt(order.createdAt).getTime());
      }
    } catch (error) {
      this.logger.warn(`first-contact sweep failed: ${(error as Error).message}`);
    }
    this.sweepAt(soonest);
  }

  /** A sweep just past `due` (overdue means strictly after it), unless the interval comes first. */
  private sweepAt(due: number | null): void {
    this.dueTimer?.cancel();
    this.dueTimer = null;
    if (due === null || !this.timer) return;
    const wait = Math.max(0, due - this.clock.now().getTime()) + 1;
    if (wait < OVERDUE_SWEEP_MS) this.dueTimer = this.clock.timeout(wait, () => this.run());
  }

  private candidates(now: Date): Promise<Order[]> {
    return this.orders.find({
      where: [OrderStatus.PENDING, OrderStatus.PROCESSING].map((status) => ({
        status,
        firstContactAt: IsNull(),
        overdueAlertedAt: IsNull(),
        createdAt: MoreThanOrEqual(new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * 86_400_000)),
      })),
      order: { createdAt: 'ASC', id: 'ASC' },
      take: OVERDUE_SWEEP_BATCH,
    });
  }

  private announce(id: number, now: Date): Promise<void> {
    return this.events.write(async (unit) => {
      const before = await unit.state(Order, id);
      const stamp = await unit.manager
        .createQueryBuilder()
        .update(Order)
        .set({ overdueAlertedAt: now, updatedAt: () => 'updated_at' })
        .where('id = :id AND overdue_alerted_at IS NULL AND first_contact_at IS NULL', { id })
        .execute();
      // Another instance's sweep, or a call, came first: nothing to announce.
      if (!stamp.affected) return;
      await unit.publish(eventOf('order.first-contact-overdue', { id, before, after: await unit.state(Order, id) }));
    });
  }
}
