import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

export const SUPERADMIN = 'superadmin';
export const ADMIN = 'admin';

@ObjectType({ description: 'A member of staff who can use the back office.' })
@Entity('users')
export class Admin {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

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

  /** Superadmins mark who is on duty: new requests are given to them in turn (issue 22). */
  @Field({ description: 'New requests are assigned in turn among the admins on duty.' })
  @Column({ name: 'on_duty', default: false })
  onDuty: boolean;

  @Field()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @EditVersion()
  version: number;
}
