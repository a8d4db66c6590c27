import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * That `customer_plan.expiring` went out for a plan at one threshold (30 or 7 days) of one
 * expiry date: the unique key makes the notice once-only even when two instances scan together,
 * and a renewed plan (a new expire_date) is announced again.
 */
@Entity('webhook_expiry_notices')
@Index(['customerPlanId', 'daysBefore', 'expireDate'], { unique: true })
export class WebhookExpiryNotice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'customer_plan_id', type: 'int' })
  customerPlanId: number;

  @Column({ name: 'days_before', type: 'int' })
  daysBefore: number;

  @Column({ name: 'expire_date', type: 'varchar', length: 10 })
  expireDate: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
