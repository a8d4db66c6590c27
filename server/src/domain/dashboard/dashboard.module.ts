import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';
import { FirstContactStatsResolver } from './first-contact-stats.resolver.js';
import { FirstContactStatsService } from './first-contact-stats.service.js';
import { OrdersModule } from 'src/domain/orders/orders.module.js';
import { RequestTrendsService } from './request-trends.service.js';

/**
 * A read-only summary across domains: it only counts and lists, so it reads their tables directly
 * (requests, customers and their plans, plan and theme titles for the conversion charts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order, CustomerPlan, Customer, Plan, Theme]), OrdersModule],
  providers: [DashboardService, RequestTrendsService, DashboardResolver, FirstContactStatsService, FirstContactStatsResolver],
})
export class DashboardModule {}
