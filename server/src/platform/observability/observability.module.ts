import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { watchDatabase } from './database-metrics.js';
import { MetricsEndpoint } from './metrics.endpoint.js';
import { Metrics } from './metrics.service.js';

/**
 * Prometheus metrics (docs/OPERATIONS.md, "Metrics"): one `Metrics` per app, which any module may inject to record a
 * figure with one call; `MetricsEndpoint` serves them. Bootstrap mounts the HTTP figures and the
 * trace context (docs/ARCHITECTURE.md, a request's path), the rest is recorded where it happens.
 */
@Global()
@Module({
  providers: [Metrics, MetricsEndpoint],
  exports: [Metrics, MetricsEndpoint],
})
export class ObservabilityModule implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    watchDatabase(this.dataSource, this.metrics);
  }
}
