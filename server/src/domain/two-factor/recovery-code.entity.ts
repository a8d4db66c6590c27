import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One of an admin's ten recovery codes, each a second step once when the phone is not at hand.
 * Only the SHA-256 of the code is kept: codes carry 80 random bits, so a hash no one can reverse
 * needs no salt or slow hashing (as API tokens' secrets).
 */
@Entity('admin_recovery_codes')
@Index('IDX_admin_recovery_codes_admin', ['adminId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'int' })
  adminId: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  /** Set when the code was used: decided by a conditional update, so two sign-ins cannot both spend it. */
  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
