import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/common/rate-limit/rate-limit.module.js';
import { CustomersModule } from 'src/modules/customers/customers.module.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { Order } from './order.entity.js';
import { OrderSeen } from './order-seen.entity.js';
import { DutyRotation } from './duty-rotation.entity.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { FirstContactTarget } from './first-contact-target.js';
import { OrderCall } from './calls/order-call.entity.js';
import { OrderCallsResolver } from './calls/order-calls.resolver.js';
import { OrderCallsService } from './calls/order-calls.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderSeen, OrderCall, DutyRotation, Theme, Plan]), RateLimitModule, CustomersModule],
  providers: [OrdersService, OrdersResolver, FirstContactTarget, OrderCallsService, OrderCallsResolver],
  exports: [OrdersService, FirstContactTarget, OrderCallsService],
})
export class OrdersModule {}
