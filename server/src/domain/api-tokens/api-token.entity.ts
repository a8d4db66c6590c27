import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SCOPES_TEXT, type ApiScope } from './api-scopes.js';

/**
 * An integrator's key (docs/INTEGRATORS.md, "API tokens and scopes"). The secret itself is never stored: only its SHA-256 (the secret
 * is 256 random bits, so a plain hash is as good as a slow one) and its first characters, shown
 * in the list so staff can tell tokens apart.
 */
@ObjectType({ description: 'An API token for an integrator; its secret is shown only once, when it is created.' })
@Entity('api_tokens')
export class ApiToken {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ length: 100 })
  name: string;

  @Field({ description: 'The first characters of the secret, to recognise it by.' })
  @Column({ length: 16 })
  prefix: string;

  /** SHA-256 of the whole secret, hex; never a GraphQL field. */
  @Column({ name: 'secret_hash', type: 'varchar', length: 64, unique: true })
  secretHash: string;

  @Field(() => [String], { description: `Among ${SCOPES_TEXT}.` })
  @Column({ type: 'simple-json' })
  scopes: ApiScope[];

  @Field(() => Date, { nullable: true, description: 'Null: never expires.' })
  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The address of the last call.' })
  @Column({ name: 'last_used_ip', type: 'varchar', length: 45, nullable: true })
  lastUsedIp: string | null;

  /** The superadmin who created it; no foreign key, like the activity log's. */
  @Column({ name: 'created_by', type: 'int' })
  createdBy: number;

  @Field()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
