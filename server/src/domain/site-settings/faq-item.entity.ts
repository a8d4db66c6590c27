import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A question visitors ask, answered on the home page (and in its FAQPage JSON-LD), in `sort` order.' })
@Entity('faq_items')
export class FaqItem extends EditableRecord {
  @Field()
  @Column({ length: 191 })
  question: string;

  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Field(() => Int)
  @Index()
  @Column({ type: 'int', default: 0 })
  sort: number;

  /** How the activity log names the record. */
  get title(): string {
    return this.question;
  }
}
