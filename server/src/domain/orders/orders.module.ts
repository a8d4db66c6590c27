import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { CustomersModule } from 'src/domain/customers/customers.module.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { Order } from './order.entity.js';
import { OrderSeen } from './order-seen.entity.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { FirstContactTarget } from './first-contact-target.js';
import { FirstContactOverdueSweep } from './first-contact-overdue.js';
import { OfficeHoursResolver } from './office-hours.resolver.js';
import { OrderCall } from './calls/order-call.entity.js';
import { OrderCallsResolver } from './calls/order-calls.resolver.js';
import { OrderCallsService } from './calls/order-calls.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderSeen, OrderCall, Theme, Plan]), RateLimitModule, CustomersModule],
  providers: [
    OrdersService,
    OrdersResolver,
    FirstContactTarget,
    FirstContactOverdueSweep,
    OrderCallsService,
    OrderCallsResolver,
    OfficeHoursResolver,
  ],
  exports: [OrdersService, FirstContactTarget, FirstContactOverdueSweep, OrderCallsService],
})
export class OrdersModule {}
