import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { TrashableRecord } from 'src/common/database/editable-record.js';
import { encryptedColumn } from 'src/common/crypto/encrypted-column.js';

@ObjectType({ description: 'A plan a customer bought, on one domain.' })
@Entity('customer_plans')
@Index(['isActive', 'expireDate'])
export class CustomerPlan extends TrashableRecord {
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

  /**
   * Stored encrypted (AES-256-GCM with its key id, src/common/crypto); plaintext in memory. A TEXT
   * holds the ciphertext of the longest accepted value (10,000 characters of 4 bytes: 53,377 bytes).
   */
  @Field(() => String, {
    nullable: true,
    description:
      'Access details for staff (hosting, panel logins): «••••» when set, null when empty; the text itself through revealCustomerPlanAccess (logged).',
  })
  @Column({ type: 'text', nullable: true, transformer: encryptedColumn })
  description: string | null;

  @Field(() => Int, { nullable: true, description: 'Amount paid, tomans.' })
  @Column({ type: 'int', unsigned: true, nullable: true })
  paid: number | null;

  @Field()
  @Column({ name: 'is_active', default: false })
  isActive: boolean;
}
