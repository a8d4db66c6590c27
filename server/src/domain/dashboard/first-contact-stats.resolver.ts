import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Loaders } from 'src/domain/loaders.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { FirstContactStatsArgs } from './dto/first-contact-stats.args.js';
import { FirstContactOwnerStats, FirstContactStats } from './dto/first-contact-stats.output.js';
import { FirstContactStatsService } from './first-contact-stats.service.js';

/** Kept apart from `dashboard`: the dashboard's charts and this table load and refresh on their own. */
@Resolver(() => FirstContactOwnerStats)
export class FirstContactStatsResolver {
  constructor(private readonly stats: FirstContactStatsService) {}

  @Query(() => FirstContactStats, {
    description: 'Time to first call per owner over a period of Tehran days (default the last 30), and the requests overdue now.',
  })
  firstContactStats(@Args() args: FirstContactStatsArgs): Promise<FirstContactStats> {
    return this.stats.stats(args);
  }

  @ResolveField(() => Admin, { nullable: true })
  owner(@Parent() row: FirstContactOwnerStats, @Context('loaders') loaders: Loaders): Promise<Admin | null> | null {
    return row.ownerId == null ? null : loaders.admin.load(row.ownerId);
  }
}
