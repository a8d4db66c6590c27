import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { addBusinessMinutes, businessMinutesBetween, type BusinessHours } from 'src/common/business-hours.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { OrderStatus, type Order } from './order.entity.js';

/**
 * A request older than this is past its target whatever the settings: the longest target
 * (FIRST_CONTACT_TARGET_MINUTES at most 1440, three 8-hour days) with Nowruz's two weeks closed
 * still ends within it. Counting overdue requests reads only the younger ones row by row.
 */
export const SURELY_OVERDUE_AFTER_DAYS = 30;

/** A request still waiting for its first call only matters while it is open: a closed one needs no call. */
const OPEN = new Set([OrderStatus.PENDING, OrderStatus.PROCESSING]);

/**
 * The first-call target (docs/INTEGRATORS.md, "Call log and time to first call"): `FIRST_CONTACT_TARGET_MINUTES` of the office's open hours
 * (Tehran, `BUSINESS_HOURS`, `BUSINESS_HOLIDAYS`) from the moment a request arrives.
 */
@Injectable()
export class FirstContactTarget {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get minutes(): number {
    return this.config.firstContact.targetMinutes;
  }

  get hours(): BusinessHours {
    return this.config.firstContact.hours;
  }

  /** When the first call is due for a request that arrived at `createdAt`. */
  dueAt(createdAt: Date): Date {
    return addBusinessMinutes(this.config.firstContact.hours, createdAt, this.minutes);
  }

  /** Minutes of open hours a request waited for its first call. */
  minutesWaited(createdAt: Date, firstContactAt: Date): number {
    return businessMinutesBetween(this.config.firstContact.hours, createdAt, firstContactAt);
  }

  /** Open, not called yet, and past its target at `now`: what the list and the dashboard mark. */
  overdue(order: Pick<Order, 'createdAt' | 'firstContactAt' | 'status'>, now: Date): boolean {
    return order.firstContactAt === null && OPEN.has(order.status) && now > this.dueAt(order.createdAt);
  }
}

/** Requests overdue at `now`, as the lists mark them: open, never called, past the target (the dashboard and /metrics). */
export async function countOverdue(orders: Repository<Order>, target: FirstContactTarget, now: Date): Promise<number> {
  const uncalled = { status: In([OrderStatus.PENDING, OrderStatus.PROCESSING]), firstContactAt: IsNull() };
  const cutoff = new Date(now.getTime() - SURELY_OVERDUE_AFTER_DAYS * 86_400_000);
  const [old, recent] = await Promise.all([
    orders.countBy({ ...uncalled, createdAt: LessThan(cutoff) }),
    orders.find({
      select: { id: true, createdAt: true, firstContactAt: true, status: true },
      where: { ...uncalled, createdAt: MoreThanOrEqual(cutoff) },
    }),
  ]);
  return old + recent.filter((order) => target.overdue(order, now)).length;
}
