import { In, Not, type Repository } from 'typeorm';
import { Admin } from 'src/domain/admins/admin.entity.js';
import type { LastChange } from 'src/platform/events/edit-claim.js';
import type { ActivityLog } from './activity-log.entity.js';
import { ActivityAction, type ActivityEntity } from './activity.types.js';

/** Entries that read a record rather than change it: never the "last change" an editor is told of. */
const READS = [ActivityAction.REVEAL, ActivityAction.EXPORT];

/**
 * Who last wrote a record and which fields, from the log: what an editor refused for a stale
 * version is told (docs/ARCHITECTURE.md, "Edit versions"). Reads the admins table through its
 * entity only, as the log's readers do.
 */
export async function lastChangeOf(log: Repository<ActivityLog>, entityType: ActivityEntity, id: number): Promise<LastChange | null> {
  const entry = await log.findOne({ where: { entityType, entityId: id, action: Not(In(READS)) }, order: { id: 'DESC' } });
  if (!entry) return null;
  return {
    by: await changedBy(log, entry),
    at: entry.createdAt.toISOString(),
    fields: Object.keys(entry.after ?? entry.before ?? {}),
  };
}

/** An admin by name, or an integrator's API token by its name (its id is then null). */
async function changedBy(log: Repository<ActivityLog>, entry: ActivityLog): Promise<LastChange['by']> {
  if (entry.adminId !== null) {
    const admin = await log.manager.findOne(Admin, { where: { id: entry.adminId } });
    return { id: entry.adminId, name: admin ? `${admin.name} ${admin.family}`.trim() : `#${entry.adminId}` };
  }
  return entry.apiTokenName ? { id: null, name: `توکن API «${entry.apiTokenName}»` } : null;
}
