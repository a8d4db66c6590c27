import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { encryptedColumn } from 'src/common/crypto/encrypted-column.js';

/**
 * An admin's TOTP second step (RFC 6238; docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): a row exists
 * from the start of a setup; it signs in only once `enabledAt` is set, by the first code the admin's app showed. No
 * foreign key:
 * admins are never deleted (as admin_preferences).
 */
@Entity('admin_two_factor')
export class AdminTwoFactor {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'int', unique: true })
  adminId: number;

  /** The shared secret in base32, AES-256-GCM at rest under the data keyring (src/database/data-keys.ts lists the column). */
  @Column({ type: 'varchar', length: 255, transformer: encryptedColumn })
  secret: string;

  /** Null while the setup waits for its first code. */
  @Column({ name: 'enabled_at', type: 'datetime', nullable: true })
  enabledAt: Date | null;

  /**
   * The TOTP time step of the last code accepted: a code is taken once, and never one of an
   * earlier step (RFC 6238 §5.2), even within the window a slow clock is allowed.
   */
  @Column({ name: 'last_step', type: 'int', default: 0 })
  lastStep: number;

  /**
   * Second steps passed: a login's challenge names the count it was issued at, and passing raises it
   * in the same conditional update, so each challenge is spent once, on every instance.
   */
  @Column({ name: 'sign_ins', type: 'int', default: 0 })
  signIns: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
