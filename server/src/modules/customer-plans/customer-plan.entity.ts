import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  DeleteDateColumn,
  type Relation,
} from 'typeorm';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A plan a customer bought, on one domain.' })
@Entity('customer_plans')
@Index(['isActive', 'expireDate'])
export class CustomerPlan {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Index()
  @Column({ name: 'customer_id', type: 'int' })
  customerId: number;

  @ManyToOne(() => Customer, (customer) => customer.customerPlans, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer: Relation<Customer>;

  @Field(() => Int)
  @Column({ name: 'plan_id', type: 'int' })
  planId: number;

  @ManyToOne(() => Plan, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id' })
  plan: Relation<Plan>;

  @Field(() => Int, { nullable: true, description: 'The template code.' })
  @Column({ name: 'theme_id', type: 'int', nullable: true })
  themeId: number | null;

  @ManyToOne(() => Theme, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'theme_id' })
  theme: Relation<Theme> | null;

  @Field()
  @Column({ name: 'domain_name', length: 255 })
  domainName: string;

  // utc: mysql2 reads a DATE as UTC midnight (timezone 'Z'); read in local time it would be the day before west of Greenwich.
  @Field(() => String, { nullable: true, description: 'Gregorian date, YYYY-MM-DD.' })
  @Column({ name: 'order_date', type: 'date', nullable: true, utc: true })
  orderDate: string | null;

  @Field(() => String, { nullable: true, description: 'Gregorian date, YYYY-MM-DD.' })
  @Column({ name: 'expire_date', type: 'date', nullable: true, utc: true })
  expireDate: string | null;

  @Field(() => String, { nullable: true, description: 'Access details for staff (hosting, panel logins).' })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => Int, { nullable: true, description: 'Amount paid, tomans.' })
  @Column({ type: 'int', unsigned: true, nullable: true })
  paid: number | null;

  @Field()
  @Column({ name: 'is_active', default: false })
  isActive: boolean;

  @Field()
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
