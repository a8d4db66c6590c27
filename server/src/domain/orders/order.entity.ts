import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { excerpt } from 'src/common/text.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { EditableRecord } from 'src/common/database/editable-record.js';

export enum OrderStatus {
  PENDING = 'PENDING',
  PROCESSING = 'PROCESSING',
  COMPLETED = 'COMPLETED',
  REJECTED = 'REJECTED',
}

/** The door a request came in by, kept on the request (the request page names it). */
export enum OrderChannel {
  PUBLIC_FORM = 'PUBLIC_FORM',
  NO_JS_FORM = 'NO_JS_FORM',
  REST = 'REST',
  STAFF = 'STAFF',
}

registerEnumType(OrderChannel, {
  name: 'OrderChannel',
  valuesMap: {
    PUBLIC_FORM: { description: "The site's request form (GraphQL createOrder)" },
    NO_JS_FORM: { description: "The site's request form posted without JavaScript (POST /order)" },
    REST: { description: 'The REST facade (POST /api/orders/create)' },
    STAFF: { description: 'Typed in by staff (createStaffOrder)' },
  },
});

/** The door as the domain event and the metrics name it (the form's two posts are one door there). */
export const REQUEST_CHANNEL_OF = {
  PUBLIC_FORM: 'public-form',
  NO_JS_FORM: 'public-form',
  REST: 'rest',
  STAFF: 'staff',
} as const satisfies Record<OrderChannel, string>;

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  valuesMap: {
    PENDING: { description: 'Awaiting review' },
    PROCESSING: { description: 'Being followed up' },
    COMPLETED: { description: 'Reviewed' },
    REJECTED: { description: 'Rejected' },
  },
});

@ObjectType({ description: 'A request left on the public site to be called back.' })
@Entity('orders')
@Index(['createdAt'])
@Index(['status', 'createdAt'])
export class Order extends EditableRecord {
  @Field()
  @Index()
  @Column({ name: 'full_name', length: 191 })
  fullName: string;

  @Field()
  @Index()
  @Column({ name: 'phone_number', length: 20 })
  phoneNumber: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  /*
   * «کد پیگیری»: the code the visitor is shown once the request is stored, and the office reads
   * back on the phone. Random (orders/order-reference.ts), never the id, so one code tells
   * nothing of the others; unique. Requests stored before it existed were given one by the
   * migration (1795700900000-OrderReference). Nullable in the table only so SQLite could add it.
   */
  @Field(() => String, { description: "The request's reference («کد پیگیری»): 10 digits, shown to the visitor once stored." })
  @Index('IDX_orders_reference', { unique: true })
  @Column({ type: 'varchar', length: 12, nullable: true })
  reference: string;

  @Field(() => String, { nullable: true, description: 'The description cut to 50 characters.' })
  get shortDescription(): string | null {
    return excerpt(this.description, 50);
  }

  @Field(() => OrderStatus)
  @Column({ type: 'varchar', length: 16, default: OrderStatus.PENDING })
  status: OrderStatus;

  /** Stored from migration 1795701300500-OrderChannel on; requests stored before it have none. */
  @Field(() => OrderChannel, {
    nullable: true,
    description: 'The door the request came in by; null for requests stored before it was kept.',
  })
  @Column({ type: 'varchar', length: 16, nullable: true })
  channel: OrderChannel | null;

  /*
   * What the visitor was looking at when they asked (a theme's page, its plan table): plain ids, no
   * foreign keys, so deleting a theme or a plan never touches the requests that named it.
   */
  @Field(() => Int, { nullable: true, description: 'The theme the visitor ordered from, when they ordered from one.' })
  @Column({ name: 'theme_id', type: 'int', nullable: true })
  themeId: number | null;

  @Field(() => Int, { nullable: true, description: 'The plan the visitor chose, when they chose one.' })
  @Column({ name: 'plan_id', type: 'int', nullable: true })
  planId: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'operator_id', type: 'int', nullable: true })
  operatorId: number | null;

  @ManyToOne(() => Admin, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'operator_id' })
  operator: Relation<Admin> | null;

  /**
   * The admin who calls this request back (docs/INTEGRATORS.md, "Live back office"), beside the spec's operator, which keeps
   * its meaning (the last to change the status). A plain indexed column, no foreign key: admins
   * are never deleted (§6), and SQLite could only add one by rebuilding the table.
   */
  @Field(() => Int, { nullable: true, description: 'The admin who took or was assigned this request; null while unowned.' })
  @Index()
  @Column({ name: 'owner_id', type: 'int', nullable: true })
  ownerId: number | null;

  /**
   * When the first contact attempt was logged (docs/INTEGRATORS.md, "Call log and time to first call"): stamped once,
   * by a conditional UPDATE that only ever moves it earlier, so of calls logged at once the earliest wins.
   */
  @Field(() => Date, { nullable: true, description: 'When the first call was logged; null until someone calls.' })
  @Column({ name: 'first_contact_at', type: 'datetime', precision: 3, nullable: true })
  firstContactAt: Date | null;

  /** The follow-up the latest timeline entry asked for: what «تماس‌های امروز» lists. */
  @Field(() => Date, { nullable: true, description: 'When to call next, as the latest entry that said so set it; null for none.' })
  @Index()
  @Column({ name: 'next_call_at', type: 'datetime', precision: 3, nullable: true })
  nextCallAt: Date | null;

  /** When superadmins were told the request missed its first-call target: told once, by whichever instance stamps it. */
  @Column({ name: 'overdue_alerted_at', type: 'datetime', precision: 3, nullable: true })
  overdueAlertedAt: Date | null;

  /**
   * The customer this request became («تبدیل به مشتری»); once that customer has a plan the request
   * counts as converted. A plain indexed column like the owner: a customer is soft-deleted only
   * without plans, and a request keeps pointing at what it became.
   */
  @Field(() => Int, { nullable: true, description: 'The customer this request became; null until converted.' })
  @Index()
  @Column({ name: 'customer_id', type: 'int', nullable: true })
  customerId: number | null;
}
