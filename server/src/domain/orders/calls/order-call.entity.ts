import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An entry of a request's timeline: a note, or a call someone made (docs/INTEGRATORS.md, "Call log and time to first call"). */
export enum OrderCallKind {
  NOTE = 'NOTE',
  CALL = 'CALL',
}

/** How a call went. Any of them is a contact attempt: the first one stamps the request's first contact. */
export enum CallOutcome {
  NO_ANSWER = 'NO_ANSWER',
  BUSY = 'BUSY',
  TALKED = 'TALKED',
  WRONG_NUMBER = 'WRONG_NUMBER',
  NOT_INTERESTED = 'NOT_INTERESTED',
  BECAME_CUSTOMER = 'BECAME_CUSTOMER',
}

registerEnumType(OrderCallKind, {
  name: 'OrderCallKind',
  valuesMap: { NOTE: { description: 'A note; not a contact attempt' }, CALL: { description: 'A call made, with its outcome' } },
});
registerEnumType(CallOutcome, {
  name: 'CallOutcome',
  valuesMap: {
    NO_ANSWER: { description: 'No answer' },
    BUSY: { description: 'The line was busy' },
    TALKED: { description: 'Talked with the requester' },
    WRONG_NUMBER: { description: 'The number is not theirs' },
    NOT_INTERESTED: { description: 'They do not want a site' },
    BECAME_CUSTOMER: { description: 'They became a customer' },
  },
});

/**
 * One entry of a request's call log, beside its §4 status (which the log does not replace). Written
 * once and never edited: the log is what happened. No foreign keys, as for `order_seen`: requests
 * and admins are never deleted. `created_at` is the Clock's, not the database's, so the first
 * contact and the follow-ups are measured on the same time as everything else.
 */
@ObjectType({ description: "An entry of a request's timeline: a note or a call, by whom and when." })
@Entity('order_calls')
@Index(['orderId', 'createdAt'])
export class OrderCall {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @Field(() => OrderCallKind)
  @Column({ type: 'varchar', length: 8 })
  kind: OrderCallKind;

  @Field(() => CallOutcome, { nullable: true, description: "A call's outcome; null for a note." })
  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: CallOutcome | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => Date, { nullable: true, description: 'When to call again, if the entry set a follow-up.' })
  @Column({ name: 'next_call_at', type: 'datetime', precision: 3, nullable: true })
  nextCallAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'The admin who wrote it; null when an API token did.' })
  @Column({ name: 'author_id', type: 'int', nullable: true })
  authorId: number | null;

  @Field(() => String, { nullable: true, description: 'The API token that wrote it, by name; null when an admin did.' })
  @Column({ name: 'author_token', type: 'varchar', length: 100, nullable: true })
  authorToken: string | null;

  @Field()
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
