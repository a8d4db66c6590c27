import { Controller, Get, Query } from '@nestjs/common';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { ActivityService } from 'src/reactions/activity/activity.service.js';
import { ActivityLogArgs } from 'src/reactions/activity/dto/activity-log.args.js';
import type { ActivityLog } from 'src/reactions/activity/activity-log.entity.js';
import type { Admin } from 'src/domain/admins/admin.entity.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { legacyInt, legacyText, toInput, withLegacyFields } from './legacy-input.js';
import { legacyPage } from './mappers.js';
import { RestContext } from './rest-context.js';

const legacyEntry = (entry: ActivityLog, admin: Admin | null) => ({
  id: entry.id,
  user: admin ? { id: admin.id, name: admin.name, family: admin.family } : null,
  api_token: entry.apiTokenId === null ? null : { id: entry.apiTokenId, name: entry.apiTokenName },
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  label: entry.label,
  before: entry.before,
  after: entry.after,
  created_at: entry.createdAt,
});

/** The activity log, for superadmins; new with this API, named the way the rest of it is. */
@LegacyAdminApi('activity')
@Controller('api/activity')
export class ActivityController {
  constructor(
    private readonly rest: RestContext,
    private readonly activity: ActivityService,
  ) {}

  @Get()
  @LegacyDoc({
    summary: 'What admins wrote, newest first (superadmins): query `user_id`, `entity_type`, `from`, `to` (YYYY-MM-DD), `page`',
    returns: 'paged `data`, `current_page`, `last_page`, `per_page`, `total`',
  })
  async list(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const entityType = typeof query.entity_type === 'string' && query.entity_type !== '' ? query.entity_type.toUpperCase() : undefined;
    const args = await withLegacyFields({ adminId: 'user_id', entityType: 'entity_type' }, () =>
      toInput(ActivityLogArgs, {
        adminId: legacyInt(query.user_id),
        entityType,
        from: legacyText(query.from) || undefined,
        to: legacyText(query.to) || undefined,
        page: legacyInt(query.page) ?? 1,
      }),
    );
    const page = await this.activity.page(args, user);
    const loaders = this.rest.loaders();
    const admins = await Promise.all(page.items.map((entry) => (entry.adminId === null ? null : loaders.admin.load(entry.adminId))));
    return legacyPage(page, (entry, i) => legacyEntry(entry, admins[i]));
  }
}
