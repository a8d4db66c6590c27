import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { addDays } from 'src/common/clock.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { SUPERADMIN } from 'src/modules/admins/admin.entity.js';
import { ActivityLog } from './activity-log.entity.js';
import type { ActivityLogArgs } from './dto/activity-log.args.js';

export const ACTIVITY_PER_PAGE = 20;

/** The midnight starting `day` (YYYY-MM-DD) in the server's zone, the zone `localDay` names days in. */
function startOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

@Injectable()
export class ActivityService {
  constructor(@InjectRepository(ActivityLog) private readonly log: Repository<ActivityLog>) {}

  /** Newest first; only superadmins read what the staff did. */
  async page(args: Partial<ActivityLogArgs>, actor: AuthUser): Promise<Page<ActivityLog>> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند گزارش فعالیت را ببیند');
    const { page, perPage, skip, take } = pageWindow(args, ACTIVITY_PER_PAGE);
    const query = this.log.createQueryBuilder('entry');
    if (args.adminId) query.andWhere('entry.adminId = :adminId', { adminId: args.adminId });
    if (args.entityType) query.andWhere('entry.entityType = :entityType', { entityType: args.entityType });
    if (args.from) query.andWhere('entry.createdAt >= :from', { from: startOf(args.from) });
    if (args.to) query.andWhere('entry.createdAt < :to', { to: startOf(addDays(args.to, 1)) });
    query.orderBy('entry.createdAt', 'DESC').addOrderBy('entry.id', 'DESC').skip(skip).take(take);
    const [items, total] = await query.getManyAndCount();
    return toPage(items, total, page, perPage);
  }
}
