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

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderSeen, DutyRotation, Theme, Plan]), RateLimitModule, CustomersModule],
  providers: [OrdersService, OrdersResolver],
  exports: [OrdersService],
})
export class OrdersModule {}
