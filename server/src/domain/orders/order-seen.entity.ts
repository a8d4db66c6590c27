import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * That an admin has opened a request: "new" is per admin (docs/INTEGRATORS.md, "Live back office") and kept on the server, so it
 * follows them from one browser to another. No foreign keys: orders and admins are never deleted.
 */
@Entity('order_seen')
export class OrderSeen {
  @PrimaryColumn({ name: 'order_id', type: 'int' })
  orderId: number;

  @PrimaryColumn({ name: 'admin_id', type: 'int' })
  adminId: number;

  @Column({ name: 'seen_at', type: 'datetime' })
  seenAt: Date;
}
