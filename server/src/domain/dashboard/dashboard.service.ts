import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
import { addDays, Clock } from 'src/common/clock.js';
import { tehranDay } from 'src/common/tehran-days.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';
import type { Dashboard } from './dto/dashboard.output.js';

export const NEWEST_PENDING_ORDERS = 5;
/** A plan is worth a renewal call from this many days before it expires. */
export const EXPIRING_WITHIN_DAYS = 30;
export const EXPIRING_PLANS_SHOWN = 10;

/** The back office always shows statuses in this order, whichever of them have requests. */
const STATUS_ORDER = [OrderStatus.PENDING, OrderStatus.PROCESSING, OrderStatus.COMPLETED, OrderStatus.REJECTED];

@Injectable()
export class DashboardService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(CustomerPlan) private readonly customerPlans: Repository<CustomerPlan>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts come from aggregate queries, never from loaded rows. `today` (YYYY-MM-DD) defaults to
   * Tehran's day (docs/ARCHITECTURE.md, conventions 14): expiry dates are the office's calendar
   * days, so a plan ending today is still "today" after midnight UTC.
   */
  async summary(today: string = tehranDay(this.clock.now())): Promise<Dashboard> {
    // Only active plans: an inactive one is not a renewal to chase.
    const expiring = { isActive: true, expireDate: Between(today, addDays(today, EXPIRING_WITHIN_DAYS)) };
    const [byStatus, newestPendingOrders, expiringCustomerPlans, expiringCustomerPlansCount, planCounts, customers] = await Promise.all([
      this.countOrdersByStatus(),
      this.orders.find({
        where: { status: OrderStatus.PENDING },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: NEWEST_PENDING_ORDERS,
      }),
      this.customerPlans.find({ where: expiring, order: { expireDate: 'ASC', id: 'ASC' }, take: EXPIRING_PLANS_SHOWN }),
      // Counted on its own rather than with findAndCount, which skips the count when the page is
      // short: the dashboard then costs the same statements whatever the data.
      this.customerPlans.countBy(expiring),
      this.countCustomerPlans(),
      this.customers.count(),
    ]);
    return {
      ordersByStatus: STATUS_ORDER.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      totalOrders: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
      newestPendingOrders,
      expiringCustomerPlans,
      expiringCustomerPlansCount,
      activeCustomerPlans: planCounts.active,
      inactiveCustomerPlans: planCounts.inactive,
      customers,
    };
  }

  private async countOrdersByStatus(): Promise<Map<OrderStatus, number>> {
    const rows: { status: OrderStatus; n: number | string }[] = await this.orders
      .createQueryBuilder('request')
      .select('request.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('request.status')
      .getRawMany();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  private async countCustomerPlans(): Promise<{ active: number; inactive: number }> {
    const rows: { isActive: number | boolean | string; n: number | string }[] = await this.customerPlans
      .createQueryBuilder('plan')
      .select('plan.is_active', 'isActive')
      .addSelect('COUNT(*)', 'n')
      .groupBy('plan.is_active')
      .getRawMany();
    const counts = { active: 0, inactive: 0 };
    for (const row of rows) counts[Number(row.isActive) ? 'active' : 'inactive'] += Number(row.n);
    return counts;
  }
}
