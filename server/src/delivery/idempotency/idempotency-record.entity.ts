import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A create taken under an `Idempotency-Key`: in flight while `status` is null, then the answer a
 * repeat of the key gets for 24 hours. Kept in the database so every instance sees it.
 */
@Entity('idempotency_keys')
export class IdempotencyRecord {
  /** SHA-256 of the caller and the key, so one caller's key never reaches another's answer. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** SHA-256 of the request (method, path, body): a key sent again with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ name: 'content_type', type: 'varchar', length: 191, nullable: true })
  contentType: string | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Index()
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
