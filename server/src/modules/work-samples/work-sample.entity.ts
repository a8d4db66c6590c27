import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  DeleteDateColumn,
  type Relation,
} from 'typeorm';
import { excerpt } from 'src/common/text.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A site the service built, shown in the portfolio.' })
@Entity('work_samples')
@Index(['isActive', 'id'])
export class WorkSample {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

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
