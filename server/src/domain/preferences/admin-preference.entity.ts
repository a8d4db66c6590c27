import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How the back office alerts one admin (docs/INTEGRATORS.md, "Live back office"), kept on the server so it follows them from one
 * browser to another. A row exists once they changed something; until then every default holds.
 * No foreign key: admins are never deleted.
 */
@Entity('admin_preferences')
export class AdminPreference {
  @PrimaryColumn({ name: 'admin_id', type: 'int' })
  adminId: number;

  /** Off by default: a sound nobody asked for in an open-plan office is a nuisance. */
  @Column({ name: 'alert_sound', default: false })
  alertSound: boolean;

  // Notifications away from the back office (docs/OPERATIONS.md, "Notifications by e-mail and SMS"): each off until
  // the admin turns it on, so nobody gets mail or texts they never asked for.
  @Column({ name: 'notify_assigned_email', default: false })
  notifyAssignedEmail: boolean;

  @Column({ name: 'notify_assigned_sms', default: false })
  notifyAssignedSms: boolean;

  @Column({ name: 'notify_overdue_email', default: false })
  notifyOverdueEmail: boolean;

  @Column({ name: 'notify_overdue_sms', default: false })
  notifyOverdueSms: boolean;

  /** Off: what falls due outside business hours waits for the next opening. */
  @Column({ name: 'notify_off_hours', default: false })
  notifyOffHours: boolean;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
