import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One committed domain event (docs/INTEGRATORS.md, "Events feed"). The row is written in the
 * change's transaction with no sequence; the sequencer numbers committed rows afterwards, in the
 * order it finds them, so a reader who has seen sequence N has seen every event numbered below it.
 */
@Entity('event_log')
@Index('IDX_event_log_sequence', ['sequence'], { unique: true })
@Index('IDX_event_log_created_at', ['createdAt'])
export class EventLogEntry {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null until the sequencer numbered the committed row. */
  @Column({ type: 'int', nullable: true })
  sequence: number | null;

  /** The domain event's type (`order.status-changed`). */
  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** The webhook it announces (`order.status_changed`); null for events integrators are not sent. */
  @Column({ name: 'webhook_type', type: 'varchar', length: 64, nullable: true })
  webhookType: string | null;

  @Column({ name: 'record_id', type: 'int' })
  recordId: number;

  /** The webhook payload's `data`, as JSON; null when no webhook carries the event. */
  @Column({ type: 'text', nullable: true })
  payload: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

/** The last sequence handed out: kept apart from the log, so pruning every row never reuses a number. */
@Entity('event_log_counter')
export class EventLogCounter {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  value: number;
}
