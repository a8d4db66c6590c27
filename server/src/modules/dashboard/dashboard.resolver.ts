import { Query, Resolver } from '@nestjs/graphql';
import { DashboardService } from './dashboard.service.js';
import { Dashboard } from './dto/dashboard.output.js';

/**
 * The lists' relations (an order's operator; a plan's customer, plan and theme) resolve through
 * the Order and CustomerPlan resolvers and their per-request DataLoaders.
 */
@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => Dashboard, { name: 'dashboard', description: 'The back-office overview of requests, customers and renewals due.' })
  summary(): Promise<Dashboard> {
    return this.dashboard.summary();
  }
}
