import { Field, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, OneToMany, type Relation } from 'typeorm';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { TrashableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A business that bought one or more plans.' })
@Entity('customers')
@Index(['createdAt'])
export class Customer extends TrashableRecord {
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
}
