import { Module } from '@nestjs/common';
import { CustomerPlansModule } from 'src/domain/customer-plans/customer-plans.module.js';
import { CustomersModule } from 'src/domain/customers/customers.module.js';
import { OrdersModule } from 'src/domain/orders/orders.module.js';
import { ExportsController } from './exports.controller.js';

/** CSV files of the back office's lists. */
@Module({
  imports: [CustomersModule, OrdersModule, CustomerPlansModule],
  controllers: [ExportsController],
})
export class ExportsModule {}
