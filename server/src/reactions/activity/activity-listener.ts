import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import type { DomainEvent, DomainEventType, RecordState } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { ActivityLog, type Snapshot } from './activity-log.entity.js';
import { ActivityAction, ActivityEntity } from './activity.types.js';
import { lastChangeOf } from './last-change.js';

/** How the log names each event: what was done, to which kind of record. */
const LOGGED_AS: Record<DomainEventType, [ActivityAction, ActivityEntity]> = {
  'admin.created': [ActivityAction.CREATE, ActivityEntity.ADMIN],
  'admin.updated': [ActivityAction.UPDATE, ActivityEntity.ADMIN],
  'admin.unlocked': [ActivityAction.UNLOCK, ActivityEntity.ADMIN],
  'admin.signed-out': [ActivityAction.SIGN_OUT, ActivityEntity.ADMIN],
  'admin.deactivated': [ActivityAction.DEACTIVATE, ActivityEntity.ADMIN],
  'admin.reactivated': [ActivityAction.REACTIVATE, ActivityEntity.ADMIN],
  'customer.created': [ActivityAction.CREATE, ActivityEntity.CUSTOMER],
  'customer.updated': [ActivityAction.UPDATE, ActivityEntity.CUSTOMER],
  'customer.deleted': [ActivityAction.DELETE, ActivityEntity.CUSTOMER],
  'customer.restored': [ActivityAction.RESTORE, ActivityEntity.CUSTOMER],
  'customer-plan.created': [ActivityAction.CREATE, ActivityEntity.CUSTOMER_PLAN],
  'customer-plan.updated': [ActivityAction.UPDATE, ActivityEntity.CUSTOMER_PLAN],
  'customer-plan.deleted': [ActivityAction.DELETE, ActivityEntity.CUSTOMER_PLAN],
  'customer-plan.restored': [ActivityAction.RESTORE, ActivityEntity.CUSTOMER_PLAN],
  'customer-plan.revealed': [ActivityAction.REVEAL, ActivityEntity.CUSTOMER_PLAN],
  // Against the customer whose plans the file held (no id: every customer's).
  'customer-plan.exported': [ActivityAction.EXPORT, ActivityEntity.CUSTOMER],
  'theme.created': [ActivityAction.CREATE, ActivityEntity.THEME],
  'theme.updated': [ActivityAction.UPDATE, ActivityEntity.THEME],
  'theme.sorted': [ActivityAction.SORT, ActivityEntity.THEME],
  'theme.deleted': [ActivityAction.DELETE, ActivityEntity.THEME],
  'category.created': [ActivityAction.CREATE, ActivityEntity.CATEGORY],
  'category.updated': [ActivityAction.UPDATE, ActivityEntity.CATEGORY],
  'category.deleted': [ActivityAction.DELETE, ActivityEntity.CATEGORY],
  'category.restored': [ActivityAction.RESTORE, ActivityEntity.CATEGORY],
  'plan.created': [ActivityAction.CREATE, ActivityEntity.PLAN],
  'plan.updated': [ActivityAction.UPDATE, ActivityEntity.PLAN],
  'plan.deleted': [ActivityAction.DELETE, ActivityEntity.PLAN],
  'plan.restored': [ActivityAction.RESTORE, ActivityEntity.PLAN],
  'plan.features-changed': [ActivityAction.UPDATE, ActivityEntity.PLAN_FEATURES],
  'feature.created': [ActivityAction.CREATE, ActivityEntity.FEATURE],
  'feature.updated': [ActivityAction.UPDATE, ActivityEntity.FEATURE],
  'feature.sorted': [ActivityAction.SORT, ActivityEntity.FEATURE],
  'feature.deleted': [ActivityAction.DELETE, ActivityEntity.FEATURE],
  'feature.restored': [ActivityAction.RESTORE, ActivityEntity.FEATURE],
  'work-sample.created': [ActivityAction.CREATE, ActivityEntity.WORK_SAMPLE],
  'work-sample.updated': [ActivityAction.UPDATE, ActivityEntity.WORK_SAMPLE],
  'work-sample.deleted': [ActivityAction.DELETE, ActivityEntity.WORK_SAMPLE],
  'work-sample.restored': [ActivityAction.RESTORE, ActivityEntity.WORK_SAMPLE],
  'order.created': [ActivityAction.CREATE, ActivityEntity.ORDER],
  'order.status-changed': [ActivityAction.STATUS, ActivityEntity.ORDER],
  'api-token.created': [ActivityAction.CREATE, ActivityEntity.API_TOKEN],
  'api-token.revoked': [ActivityAction.REVOKE, ActivityEntity.API_TOKEN],
  'api-token.transferred': [ActivityAction.TRANSFER, ActivityEntity.API_TOKEN],
  'order.assigned': [ActivityAction.ASSIGN, ActivityEntity.ORDER],
  'order-call.created': [ActivityAction.CREATE, ActivityEntity.ORDER_CALL],
  'webhook-endpoint.created': [ActivityAction.CREATE, ActivityEntity.WEBHOOK_ENDPOINT],
  'webhook-endpoint.updated': [ActivityAction.UPDATE, ActivityEntity.WEBHOOK_ENDPOINT],
  'webhook-endpoint.deleted': [ActivityAction.DELETE, ActivityEntity.WEBHOOK_ENDPOINT],
  'webhook-endpoint.secret-rotated': [ActivityAction.ROTATE_SECRET, ActivityEntity.WEBHOOK_ENDPOINT],
  'webhook-endpoint.transferred': [ActivityAction.TRANSFER, ActivityEntity.WEBHOOK_ENDPOINT],
  'webhook-endpoint.revoked': [ActivityAction.REVOKE, ActivityEntity.WEBHOOK_ENDPOINT],
  'site-settings.updated': [ActivityAction.UPDATE, ActivityEntity.SITE_SETTINGS],
  'faq-item.created': [ActivityAction.CREATE, ActivityEntity.FAQ_ITEM],
  'faq-item.updated': [ActivityAction.UPDATE, ActivityEntity.FAQ_ITEM],
  'faq-item.sorted': [ActivityAction.SORT, ActivityEntity.FAQ_ITEM],
  'faq-item.deleted': [ActivityAction.DELETE, ActivityEntity.FAQ_ITEM],
  // The log shows the customer the request became as its changed field.
  'order.converted': [ActivityAction.UPDATE, ActivityEntity.ORDER],
  // The system's own entry: nobody did it, and someone has to call.
  'order.first-contact-overdue': [ActivityAction.OVERDUE, ActivityEntity.ORDER],
  // Told by the call that made it (its CREATE of ORDER_CALL): not logged twice (TOLD_BY_ANOTHER).
  'order.first-contacted': [ActivityAction.UPDATE, ActivityEntity.ORDER],
  // An admin's own alert settings, logged against that admin.
  'admin-preference.updated': [ActivityAction.UPDATE, ActivityEntity.ADMIN],
  // An admin's own two-factor sign-in turned on or off, and a superadmin's reset of another's.
  'admin-two-factor.enabled': [ActivityAction.UPDATE, ActivityEntity.ADMIN],
  'admin-two-factor.disabled': [ActivityAction.UPDATE, ActivityEntity.ADMIN],
  'admin-two-factor.reset': [ActivityAction.RESET_TWO_FACTOR, ActivityEntity.ADMIN],
};

/** Bookkeeping no reader of the log asks about. */
const UNLOGGED = new Set(['createdAt', 'updatedAt', 'deletedAt', 'version']);
const LABEL_LENGTH = 191;
/** What the log holds for a secret an update replaced (docs/ARCHITECTURE.md, "Activity log"). */
export const SECRET_REPLACED = 'replaced';

/** Events the system raises with nobody behind them, logged all the same (a visitor's are not). */
const SYSTEM_EVENTS = new Set<DomainEvent['type']>(['order.first-contact-overdue']);
/** Events another entry of the same write already tells. */
const TOLD_BY_ANOTHER = new Set<DomainEvent['type']>(['order.first-contacted']);

const isEmpty = (snapshot: Snapshot | null) => !snapshot || Object.keys(snapshot).length === 0;

/**
 * Writes the log from the domain events, after the write committed (docs/ARCHITECTURE.md,
 * "Domain events"): who, what, which record, and the fields it changed. A write that rolled back
 * has no event, so no entry; a write with no admin behind it (a visitor's order) is not logged,
 * but for the system's own events (SYSTEM_EVENTS).
 */
@Injectable()
export class ActivityListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @InjectRepository(ActivityLog) private readonly log: Repository<ActivityLog>,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.afterCommit((event) => this.record(event));
    this.events.readLastChangeWith((type, id) => lastChangeOf(this.log, LOGGED_AS[type][1], id));
  }

  private async record(event: DomainEvent): Promise<void> {
    if ((!event.actor && !SYSTEM_EVENTS.has(event.type)) || TOLD_BY_ANOTHER.has(event.type)) return;
    const [action, entityType] = LOGGED_AS[event.type];
    // A restore brings the whole record back, as a create does: its fields on the "after" side.
    let was = action === ActivityAction.RESTORE ? null : logged(event.before);
    let now = logged(event.after);
    if (was && now) [was, now] = changed(was, now);
    // A replaced password is named, its value never is; masked access details cleared read as cleared.
    for (const secret of event.after?.replacedSecrets ?? []) {
      const cleared = event.after?.values[secret] === null;
      was = { ...was, [secret]: cleared ? (event.before?.values[secret] ?? null) : null };
      now = { ...now, [secret]: cleared ? null : SECRET_REPLACED };
    }
    // A save that changed nothing is no news to the log's reader.
    if (action === ActivityAction.UPDATE && isEmpty(was) && isEmpty(now)) return;
    // One INSERT: `save` wraps a single row in a transaction of its own (three round trips), a
    // cost every admin write paid while the connections were shared with a flood of public orders.
    const entry = this.log.create({
      adminId: event.actor?.kind === 'admin' ? event.actor.id : null,
      apiTokenId: event.actor?.kind === 'token' ? event.actor.id : null,
      apiTokenName: event.actor?.kind === 'token' ? event.actor.name : null,
      action,
      entityType,
      // Ids start at 1: 0 names no record (an export of every customer's plans).
      entityId: event.id || null,
      label: (event.after?.label ?? event.before?.label ?? `#${event.id}`).slice(0, LABEL_LENGTH),
      before: was,
      after: now,
      createdAt: this.clock.now(),
    });
    // The snapshots are plain JSON (a simple-json column); TypeORM's partial type does not see that.
    await this.log.insert(entry as QueryDeepPartialEntity<ActivityLog>);
  }
}

function logged(state: RecordState | null): Snapshot | null {
  if (!state) return null;
  return Object.fromEntries(Object.entries(state.values).filter(([key]) => !UNLOGGED.has(key)));
}

/** Only the fields the write changed, on both sides. */
function changed(before: Snapshot, after: Snapshot): [Snapshot, Snapshot] {
  const was: Snapshot = {};
  const now: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return [was, now];
}
