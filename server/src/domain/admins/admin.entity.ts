import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity } from 'typeorm';
import { EditableRecord } from 'src/common/database/editable-record.js';

export const SUPERADMIN = 'superadmin';
export const ADMIN = 'admin';

/**
 * The role a superadmin gives an admin (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): one per admin,
 * stored in `roles` as the token carries it.
 */
export enum AdminRole {
  ADMIN = 'admin',
  SUPERADMIN = 'superadmin',
}
registerEnumType(AdminRole, {
  name: 'AdminRole',
  description: 'admin: the back office; superadmin: also admins, roles, settings and tokens.',
});

@ObjectType({ description: 'A member of staff who can use the back office.' })
@Entity('users')
export class Admin extends EditableRecord {
  @Field()
  @Column({ length: 100 })
  name: string;

  @Field()
  @Column({ length: 100 })
  family: string;

  @Field()
  @Column({ length: 191, unique: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 20, unique: true, nullable: true })
  phone: string | null;

  /** bcrypt hash; never selected unless asked for, never a GraphQL field. */
  @Column({ name: 'password', length: 100, select: false })
  passwordHash: string;

  @Field(() => [String])
  @Column({ type: 'simple-json' })
  roles: string[];

  /** Tokens carry the version they were issued under; raising it (password change, logout-all) ends them all. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /**
   * How often the admin's login lockout was lifted (by a superadmin or `npm run operation -- unlock-admin`):
   * part of the failure counters' keys, so raising it starts fresh counters on every address at once,
   * and, being in the database, a root command reaches every instance's counters, in memory or Redis.
   */
  @Column({ name: 'login_unlocks', type: 'int', default: 0 })
  loginUnlocks: number;

  /** Superadmins mark who is on duty: new requests are given to them in turn (docs/INTEGRATORS.md, "Live back office"). */
  @Field({ description: 'New requests are assigned in turn among the admins on duty.' })
  @Column({ name: 'on_duty', default: false })
  onDuty: boolean;

  /**
   * When a superadmin turned the admin off («غیرفعال کردن»; docs/INTEGRATORS.md, "Admins, roles, sessions and
   * lockouts"); null while active. An inactive admin cannot sign in, no token or socket of theirs is accepted, and
   * the rotation skips them; the row stays (§6: admins are never deleted), so the list and past activity still name
   * them.
   */
  @Field(() => Date, { nullable: true, description: 'When a superadmin deactivated this admin; null while active.' })
  @Column({ name: 'deactivated_at', type: 'datetime', precision: 3, nullable: true })
  deactivatedAt: Date | null;

  @Field({ description: 'False once a superadmin deactivated the admin: no sign-in, no session, off the rotation.' })
  get active(): boolean {
    return this.deactivatedAt == null;
  }
}
