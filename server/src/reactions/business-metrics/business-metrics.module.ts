import { Module } from '@nestjs/common';
import { FirstContactTarget } from 'src/domain/orders/first-contact-target.js';
import { BusinessMetricsListener } from './business-metrics.listener.js';

/** The business figures on /metrics, a reaction to the domain events (business-metrics.listener.ts). */
@Module({
  providers: [FirstContactTarget, BusinessMetricsListener],
})
export class BusinessMetricsModule {}
