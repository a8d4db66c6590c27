import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from 'src/domain/orders/order.entity.js';
import { FirstContactTarget } from 'src/domain/orders/first-contact-target.js';
import { BusinessMetricsListener } from './business-metrics.listener.js';

/** The business figures on /metrics, a reaction to the domain events (business-metrics.listener.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([Order])],
  providers: [FirstContactTarget, BusinessMetricsListener],
})
export class BusinessMetricsModule {}
