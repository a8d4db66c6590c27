import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import type { Loaders } from 'src/domain/loaders.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityService } from './activity.service.js';
import { ActivityLogArgs } from './dto/activity-log.args.js';
import { ActivityLogPage } from './dto/activity-log-page.output.js';

@Resolver(() => ActivityLog)
export class ActivityResolver {
  constructor(private readonly activity: ActivityService) {}

  @Query(() => ActivityLogPage, {
    name: 'activityLog',
    description: 'What admins wrote, newest first, 20 a page by default. Superadmins only.',
  })
  list(@Args() args: ActivityLogArgs, @CurrentUser() user: AuthUser): Promise<ActivityLogPage> {
    return this.activity.page(args, user);
  }

  @ResolveField(() => Admin, { nullable: true, description: 'The admin who made the write.' })
  admin(@Parent() entry: ActivityLog, @Context('loaders') loaders: Loaders): Promise<Admin | null> {
    return entry.adminId === null ? Promise.resolve(null) : loaders.admin.load(entry.adminId);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'JSON object: the changed fields before the write (the whole record for a delete).',
  })
  before(@Parent() entry: ActivityLog): string | null {
    return entry.before === null ? null : JSON.stringify(entry.before);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'JSON object: the changed fields after the write (the whole record for a create).',
  })
  after(@Parent() entry: ActivityLog): string | null {
    return entry.after === null ? null : JSON.stringify(entry.after);
  }
}
