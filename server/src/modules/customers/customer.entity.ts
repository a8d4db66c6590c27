import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A business that bought one or more plans.' })
@Entity('customers')
export class Customer {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Index()
  @Column({ length: 100 })
  name: string;

  @Field()
  @Index()
  @Column({ length: 100 })
  family: string;

  @Field()
  @Index()
  @Column({ length: 191 })
  email: string;

  @Field()
  @Index()
  @Column({ length: 20 })
  phone: string;

  @Field(() => String, { nullable: true, description: 'The expert note.' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @OneToMany(() => CustomerPlan, (plan) => plan.customer)
  customerPlans: Relation<CustomerPlan[]>;

  @Field()
  @Index()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @EditVersion()
  version: number;

  /** Set by a delete; the row is hidden everywhere and purged once the undo window has passed. */
  @Index()
  @DeleteDateColumn({ name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
