import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { addDays, Clock } from 'src/common/clock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { tehranDay, tehranDaysRange } from 'src/common/tehran-days.js';
import { FirstContactTarget, countOverdue } from 'src/domain/orders/first-contact-target.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import type { FirstContactStatsArgs } from './dto/first-contact-stats.args.js';
import type { FirstContactOwnerStats, FirstContactStats } from './dto/first-contact-stats.output.js';

export const DEFAULT_PERIOD_DAYS = 30;
/** A year and a day: every request of the period is read to compute its percentiles. */
const LONGEST_PERIOD_DAYS = 366;

type Row = Pick<Order, 'id' | 'ownerId' | 'createdAt' | 'firstContactAt' | 'status'>;

/**
 * Time to first call per owner (docs/INTEGRATORS.md, "Call log and time to first call"). A cross-cutting read, like
 * the rest of the dashboard: it reads the requests table directly. Minutes are business minutes (the office's open
 * hours, Tehran), so a request left on Friday and called at 09:05 on Saturday waited 5 minutes.
 */
@Injectable()
export class FirstContactStatsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly target: FirstContactTarget,
    private readonly clock: Clock,
  ) {}

  async stats(args: Partial<FirstContactStatsArgs> = {}): Promise<FirstContactStats> {
    const now = this.clock.now();
    const to = args.to ?? tehranDay(now);
    const from = args.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
    if (from > to) throw DomainException.invalidField('from', 'روز آغاز باید پیش از روز پایان باشد');
    if (from < addDays(to, -(LONGEST_PERIOD_DAYS - 1))) throw DomainException.invalidField('from', 'بازه نباید بیش از یک سال باشد');
    const { start, end } = tehranDaysRange(from, to);
    const rows: Row[] = await this.orders
      .createQueryBuilder('request')
      .select(['request.id', 'request.ownerId', 'request.createdAt', 'request.firstContactAt', 'request.status'])
      .where('request.createdAt >= :start AND request.createdAt < :end', { start, end })
      .getMany();
    const byOwner = new Map<number | null, Row[]>();
    for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
    const owners = [...byOwner.entries()]
      .map(([ownerId, owned]) => this.figures(ownerId, owned, now))
      .sort(
        (a, b) => Number(a.ownerId === null) - Number(b.ownerId === null) || b.requests - a.requests || (a.ownerId ?? 0) - (b.ownerId ?? 0),
      );
    const [waiting, overdue] = await Promise.all([
      this.orders.countBy({ status: OrderStatus.PENDING, firstContactAt: IsNull() }),
      this.countOverdue(now),
    ]);
    return { targetMinutes: this.target.minutes, from, to, waiting, overdue, total: this.figures(null, rows, now), owners };
  }

  private figures(ownerId: number | null, rows: Row[], now: Date): FirstContactOwnerStats {
    const waited = rows
      .filter((row) => row.firstContactAt)
      .map((row) => this.target.minutesWaited(row.createdAt, row.firstContactAt!))
      .sort((a, b) => a - b);
    const withinTarget = waited.filter((minutes) => minutes <= this.target.minutes).length;
    const measured = waited.length + rows.filter((row) => !row.firstContactAt && now > this.target.dueAt(row.createdAt)).length;
    return {
      ownerId,
      requests: rows.length,
      contacted: waited.length,
      withinTarget,
      measured,
      withinTargetShare: measured ? withinTarget / measured : null,
      medianMinutes: median(waited),
      p90Minutes: nearestRank(waited, 0.9),
    };
  }

  /** As the lists mark them: open, never called, past the target now. */
  private countOverdue(now: Date): Promise<number> {
    return countOverdue(this.orders, this.target, now);
  }
}

const round = (minutes: number) => Math.round(minutes * 10) / 10;

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}

function nearestRank(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.ceil(share * sorted.length) - 1]);
}
