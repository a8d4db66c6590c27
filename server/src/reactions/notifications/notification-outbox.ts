import { IsNull, type EntityManager } from 'typeorm';
import { addBusinessMinutes, type BusinessHours } from 'src/common/business-hours.js';
import { IRAN_MOBILE } from '@site-builder/rules';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { AdminPreference } from 'src/domain/preferences/admin-preference.entity.js';
import { notificationText, type NotifiedOrder } from './notification-content.js';
import {
  NotificationDelivery,
  NotificationDeliveryStatus,
  type NotificationChannel,
  type NotificationKind,
} from './notification-delivery.entity.js';
import { NOTIFICATION_RETRY_WINDOW_MS } from './notification-retry.js';

const SWITCH: Record<NotificationKind, Record<NotificationChannel, keyof AdminPreference>> = {
  assigned: { email: 'notifyAssignedEmail', sms: 'notifyAssignedSms' },
  overdue: { email: 'notifyOverdueEmail', sms: 'notifyOverdueSms' },
};

export interface OutboxContext {
  now: Date;
  hours: BusinessHours;
  publicUrl: string;
  /** Channels this server has: nothing is queued for one that is off. */
  channels: readonly NotificationChannel[];
}

/**
 * Writes the messages `kind` of `order` owes `adminIds`, on `manager` (the change's own
 * transaction): one row per admin and channel they turned on, to an active admin only, SMS only
 * to a mobile number. Outside business hours a row is due at the next opening, unless the admin
 * asked for notifications at any hour. Returns how many rows it wrote.
 */
export async function enqueueNotifications(
  manager: EntityManager,
  context: OutboxContext,
  kind: NotificationKind,
  order: NotifiedOrder,
  adminIds: readonly number[],
): Promise<number> {
  if (context.channels.length === 0 || adminIds.length === 0) return 0;
  const rows: NotificationDelivery[] = [];
  for (const adminId of new Set(adminIds)) {
    const preference = await manager.findOneBy(AdminPreference, { adminId });
    if (!preference) continue;
    const wanted = context.channels.filter((channel) => Boolean(preference[SWITCH[kind][channel]]));
    if (wanted.length === 0) continue;
    const admin = await manager.findOneBy(Admin, { id: adminId, deactivatedAt: IsNull() });
    if (!admin) continue;
    // Due from the whole second: MySQL's DATETIME may round a fraction up, past the next look.
    const now = new Date(Math.floor(context.now.getTime() / 1000) * 1000);
    const due = preference.notifyOffHours ? now : addBusinessMinutes(context.hours, now, 0);
    for (const channel of wanted) {
      const destination = channel === 'email' ? admin.email : admin.phone;
      if (!destination || (channel === 'sms' && !IRAN_MOBILE.test(destination))) continue;
      const text = notificationText(channel, kind, order, context.publicUrl);
      rows.push(
        manager.create(NotificationDelivery, {
          channel,
          kind,
          adminId,
          destination,
          orderId: order.id,
          subject: text.subject,
          body: text.body,
          status: NotificationDeliveryStatus.PENDING,
          attempts: 0,
          nextAttemptAt: due,
          giveUpAt: new Date(due.getTime() + NOTIFICATION_RETRY_WINDOW_MS),
          createdAt: context.now,
        }),
      );
    }
  }
  if (rows.length > 0) await manager.save(rows);
  return rows.length;
}
