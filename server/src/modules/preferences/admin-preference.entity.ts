import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How the back office alerts one admin (issue 22), kept on the server so it follows them from one
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

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
