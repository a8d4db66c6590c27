import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A question visitors ask, answered on the home page (and in its FAQPage JSON-LD), in `sort` order.' })
@Entity('faq_items')
export class FaqItem {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

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

  @Field()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @EditVersion()
  version: number;

  /** How the activity log names the record. */
  get title(): string {
    return this.question;
  }
}
