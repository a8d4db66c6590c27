import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { encryptedColumn } from 'src/common/crypto/encrypted-column.js';
import { WebhookEventType } from './webhook-events.js';

/** Where a superadmin asked the site to announce events, and how deliveries there are signed. */
@ObjectType({ description: 'A webhook endpoint (superadmins only).' })
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'https URL the events are posted to.' })
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 191, nullable: true })
  description: string | null;

  @Field(() => [WebhookEventType])
  @Column({ type: 'simple-json' })
  events: WebhookEventType[];

  /** `whsec_` + base64 of the signing key (Standard Webhooks); stored encrypted (about 130 characters). */
  @Column({ type: 'varchar', length: 255, transformer: encryptedColumn })
  secret: string;

  /** The secret before the last rotation, still signing beside the new one until `previousSecretUntil`. */
  @Column({ name: 'previous_secret', type: 'varchar', length: 255, nullable: true, transformer: encryptedColumn })
  previousSecret: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when the secret before the last rotation still signs deliveries.' })
  @Column({ name: 'previous_secret_until', type: 'datetime', nullable: true })
  previousSecretUntil: Date | null;

  @Field({ description: 'False: nothing is sent (turned off, or the receiver answered 410 Gone).' })
  @Column({ default: true })
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why the endpoint was turned off by the site (a 410 answer).' })
  @Column({ name: 'disabled_reason', type: 'varchar', length: 191, nullable: true })
  disabledReason: string | null;

  /**
   * The superadmin who registered it (null for endpoints registered before this was kept); no
   * foreign key, like the API token's. Turning that admin off hands it on or turns it off (docs/INTEGRATORS.md,
   * "Admins, roles, sessions and lockouts").
   */
  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  @Field()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
