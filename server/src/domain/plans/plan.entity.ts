import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { Feature } from 'src/domain/features/feature.entity.js';
import { TrashableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A plan customers buy: non-store, store, store plus, custom.' })
@Entity('plans')
export class Plan extends TrashableRecord {
  @Field()
  @Column({ length: 191 })
  title: string;

  @Field(() => Int, { nullable: true, description: 'Yearly list price in tomans before the discount; null: by agreement.' })
  @Column({ name: 'list_price', type: 'int', unsigned: true, nullable: true })
  listPrice: number | null;

  @Field(() => Int, { nullable: true, description: 'Discounted yearly price in tomans; null: by agreement.' })
  @Column({ type: 'int', unsigned: true, nullable: true })
  price: number | null;

  @Field(() => Int, { nullable: true, description: 'Hosting space in gigabytes; null: by agreement.' })
  @Column({ name: 'hosting_space_gb', type: 'int', unsigned: true, nullable: true })
  hostingSpaceGb: number | null;

  @ManyToMany(() => Feature)
  @JoinTable({
    name: 'plan_features',
    joinColumn: { name: 'plan_id' },
    inverseJoinColumn: { name: 'feature_id' },
  })
  features: Relation<Feature[]>;
}
