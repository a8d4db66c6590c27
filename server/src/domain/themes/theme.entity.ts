import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { Category } from 'src/domain/categories/category.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { EditableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A website template; its id is the template code staff and customers use.' })
@Entity('themes')
@Index(['sort', 'id'])
export class Theme extends EditableRecord {
  @Field()
  @Column({ length: 191 })
  title: string;

  @Field({ description: 'Demo URL (https).' })
  @Column({ length: 500 })
  link: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', name: 'short_description', length: 500, nullable: true })
  shortDescription: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'full_description', type: 'text', nullable: true })
  fullDescription: string | null;

  @Column({ length: 255 })
  image: string;

  @Column({ type: 'varchar', name: 'mobile_image', length: 255, nullable: true })
  mobileImage: string | null;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  sort: number;

  @ManyToMany(() => Plan)
  @JoinTable({ name: 'theme_plans', joinColumn: { name: 'theme_id' }, inverseJoinColumn: { name: 'plan_id' } })
  plans: Relation<Plan[]>;

  @ManyToMany(() => Category)
  @JoinTable({
    name: 'theme_categories',
    joinColumn: { name: 'theme_id' },
    inverseJoinColumn: { name: 'category_id' },
  })
  categories: Relation<Category[]>;
}
