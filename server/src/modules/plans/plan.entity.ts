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
import { Feature } from 'src/modules/features/feature.entity.js';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A plan customers buy: non-store, store, store plus, custom.' })
@Entity('plans')
export class Plan {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

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
