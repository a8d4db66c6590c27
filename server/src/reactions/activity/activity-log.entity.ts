import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ActivityAction, ActivityEntity } from './activity.types.js';

export type Snapshot = Record<string, unknown>;

/** One write by an admin or an API token, kept for superadmins to read back: who, when, what, and what it changed. */
@ObjectType()
@Entity('activity_log')
@Index(['adminId', 'createdAt'])
@Index(['entityType', 'createdAt'])
// One record's history (the request page's timeline).
@Index('IDX_activity_log_entity_record', ['entityType', 'entityId'])
export class ActivityLog {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key: the entry outlives the admin it names. Null when an API token made the write. */
  @Field(() => Int, { nullable: true })
  @Column({ name: 'admin_id', type: 'int', nullable: true })
  adminId: number | null;

  /** The API token that made the write (docs/INTEGRATORS.md, "API tokens and scopes"), when no admin did. */
  @Field(() => Int, { nullable: true })
  @Column({ name: 'api_token_id', type: 'int', nullable: true })
  apiTokenId: number | null;

  @Field(() => String, { nullable: true, description: "The API token's name at the time of the write." })
  @Column({ name: 'api_token_name', type: 'varchar', length: 100, nullable: true })
  apiTokenName: string | null;

  @Field(() => ActivityAction)
  @Column({ type: 'varchar', length: 16 })
  action: ActivityAction;

  @Field(() => ActivityEntity)
  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType: ActivityEntity;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'entity_id', type: 'int', nullable: true })
  entityId: number | null;

  @Field(() => String, { description: 'The record as staff know it (a name or title), at the time of the write.' })
  @Column({ type: 'varchar', length: 191 })
  label: string;

  /** The changed fields before the write; the whole record for a delete. */
  @Column({ type: 'simple-json', nullable: true })
  before: Snapshot | null;

  /** The changed fields after the write; the whole record for a create. */
  @Column({ type: 'simple-json', nullable: true })
  after: Snapshot | null;

  @Field()
  @Index()
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
