import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { jalaliMonths, jalaliWeeks, type DayBucket } from 'src/common/jalali-buckets.js';
import { tehranDay, tehranDayStart } from 'src/common/tehran-days.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import type { ConversionRow, RequestBucket, RequestTrends } from './dto/request-trends.output.js';

/** A request converted: linked to a customer who holds a plan (one not in the bin). */
const CONVERTED =
  'CASE WHEN EXISTS (SELECT 1 FROM customer_plans held WHERE held.customer_id = request.customer_id AND held.deleted_at IS NULL) THEN 1 ELSE 0 END';

/**
 * The dashboard's charts (docs/INTEGRATORS.md, "Live back office"). Buckets are Jalali weeks and months of Tehran days, turned
 * into moments on the server, so a request at 23:59 Tehran time is counted on its own day
 * whatever the server's or the browser's zone; each bucket is a conditional sum of one aggregate
 * query, never loaded rows.
 */
@Injectable()
export class RequestTrendsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly clock: Clock,
  ) {}

  async trends(weekCount: number, monthCount: number): Promise<RequestTrends> {
    const today = tehranDay(this.clock.now());
    const weeks = jalaliWeeks(today, weekCount);
    const months = jalaliMonths(today, monthCount);
    const [counts, totals, byPlan, byTheme] = await Promise.all([
      this.countIn([...weeks, ...months]),
      this.totals(),
      this.conversion('plan_id', Plan),
      this.conversion('theme_id', Theme),
    ]);
    return {
      weeks: weeks.map((bucket, i) => bucketOut(bucket, counts[i])),
      months: months.map((bucket, i) => bucketOut(bucket, counts[weeks.length + i])),
      ...totals,
      byPlan,
      byTheme,
    };
  }

  private async countIn(buckets: DayBucket[]): Promise<number[]> {
    const query = this.orders.createQueryBuilder('request');
    const parameters: Record<string, Date> = {};
    buckets.forEach((bucket, i) => {
      parameters[`from${i}`] = tehranDayStart(bucket.start);
      parameters[`to${i}`] = tehranDayStart(bucket.end);
      query.addSelect(`SUM(CASE WHEN request.createdAt >= :from${i} AND request.createdAt < :to${i} THEN 1 ELSE 0 END)`, `b${i}`);
    });
    const earliest = buckets.reduce((min, bucket) => (bucket.start < min ? bucket.start : min), buckets[0].start);
    const row: Record<string, string | number | null> | undefined = await query
      .where('request.createdAt >= :earliest', { earliest: tehranDayStart(earliest) })
      .setParameters(parameters)
      .getRawOne();
    return buckets.map((_, i) => Number(row?.[`b${i}`] ?? 0));
  }

  private async totals(): Promise<{ requests: number; converted: number }> {
    const row: { requests: string | number; converted: string | number | null } | undefined = await this.orders
      .createQueryBuilder('request')
      .select('COUNT(*)', 'requests')
      .addSelect(`SUM(${CONVERTED})`, 'converted')
      .getRawOne();
    return { requests: Number(row?.requests ?? 0), converted: Number(row?.converted ?? 0) };
  }

  /** Titles are read beside the counts; a plan in the bin still has its title, a deleted theme has none. */
  private async conversion(column: 'plan_id' | 'theme_id', subject: new () => ObjectLiteral): Promise<ConversionRow[]> {
    const rows: { id: number | string; title: string | null; requests: number | string; converted: number | string | null }[] =
      await this.orders
        .createQueryBuilder('request')
        .withDeleted()
        .leftJoin(subject, 'subject', `subject.id = request.${column}`)
        .select(`request.${column}`, 'id')
        .addSelect('subject.title', 'title')
        .addSelect('COUNT(*)', 'requests')
        .addSelect(`SUM(${CONVERTED})`, 'converted')
        .where(`request.${column} IS NOT NULL`)
        .groupBy(`request.${column}`)
        .addGroupBy('subject.title')
        .getRawMany();
    return rows
      .map((row) => ({
        id: Number(row.id),
        title: row.title ?? null,
        requests: Number(row.requests),
        converted: Number(row.converted ?? 0),
      }))
      .sort((a, b) => b.requests - a.requests || a.id - b.id);
  }
}

function bucketOut(bucket: DayBucket, count: number): RequestBucket {
  return {
    start: bucket.start,
    end: bucket.end,
    jalaliYear: bucket.jalali.year,
    jalaliMonth: bucket.jalali.month,
    jalaliDay: bucket.jalali.day,
    count,
  };
}
