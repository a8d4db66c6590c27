import { Args, Query, Resolver } from '@nestjs/graphql';
import { DashboardService } from './dashboard.service.js';
import { Dashboard } from './dto/dashboard.output.js';
import { RequestTrendsArgs } from './dto/request-trends.args.js';
import { RequestTrends } from './dto/request-trends.output.js';
import { RequestTrendsService } from './request-trends.service.js';

/**
 * The lists' relations (an order's operator; a plan's customer, plan and theme) resolve through
 * the Order and CustomerPlan resolvers and their per-request DataLoaders.
 */
@Resolver(() => Dashboard)
export class DashboardResolver {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly trends: RequestTrendsService,
  ) {}

  @Query(() => Dashboard, { name: 'dashboard', description: 'The back-office overview of requests, customers and renewals due.' })
  summary(): Promise<Dashboard> {
    return this.dashboard.summary();
  }

  @Query(() => RequestTrends, {
    description: 'Requests per Jalali week and month (Tehran time) and their conversion to customer plans, by plan and by theme.',
  })
  requestTrends(@Args() { weeks, months }: RequestTrendsArgs): Promise<RequestTrends> {
    return this.trends.trends(weeks, months);
  }
}
