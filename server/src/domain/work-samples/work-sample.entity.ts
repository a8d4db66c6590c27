import { Field, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { excerpt } from 'src/common/text.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { TrashableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A site the service built, shown in the portfolio.' })
@Entity('work_samples')
@Index(['isActive', 'id'])
export class WorkSample extends TrashableRecord {
  @Field()
  @Column({ name: 'domain_name', length: 255 })
  domainName: string;

  @Field()
  @Column({ length: 191 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'The description cut to 100 characters.' })
  get shortDescription(): string | null {
    return excerpt(this.description, 100);
  }

  @Column({ length: 255 })
  image: string;

  @Field()
  @Column({ name: 'is_active', default: false })
  isActive: boolean;

  @ManyToMany(() => Plan)
  @JoinTable({
    name: 'work_sample_plans',
    joinColumn: { name: 'work_sample_id' },
    inverseJoinColumn: { name: 'plan_id' },
  })
  plans: Relation<Plan[]>;
}
