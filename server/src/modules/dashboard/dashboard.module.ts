import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Order } from 'src/modules/orders/order.entity.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';
import { FirstContactStatsResolver } from './first-contact-stats.resolver.js';
import { FirstContactStatsService } from './first-contact-stats.service.js';
import { OrdersModule } from 'src/modules/orders/orders.module.js';

/** A read-only summary across domains: it only counts and lists, so it reads their tables directly. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, CustomerPlan, Customer]), OrdersModule],
  providers: [DashboardService, DashboardResolver, FirstContactStatsService, FirstContactStatsResolver],
})
export class DashboardModule {}
