import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { tehranDaysRange } from 'src/common/tehran-days.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { ActivityLog } from './activity-log.entity.js';
import type { ActivityLogArgs } from './dto/activity-log.args.js';

export const ACTIVITY_PER_PAGE = 20;

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
    // The days staff pick are Tehran's, whatever zone the server runs in (docs/ARCHITECTURE.md, conventions 14).
    const { start, end } = tehranDaysRange(args.from, args.to);
    if (start) query.andWhere('entry.createdAt >= :start', { start });
    if (end) query.andWhere('entry.createdAt < :end', { end });
    query.orderBy('entry.createdAt', 'DESC').addOrderBy('entry.id', 'DESC').skip(skip).take(take);
    const [items, total] = await query.getManyAndCount();
    return toPage(items, total, page, perPage);
  }
}
