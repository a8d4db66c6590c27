import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, DeleteDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A line of the plan comparison table.' })
@Entity('features')
export class Feature {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ length: 191 })
  title: string;

  @Field(() => Int)
  @Index()
  @Column({ type: 'int', default: 0 })
  sort: number;

  @Field({ description: 'Shown bold and highlighted: the "static" column of the back office.' })
  @Column({ name: 'is_primary', default: false })
  isPrimary: boolean;

  @Field({ description: 'A section heading of the comparison table: no ticks.' })
  @Column({ name: 'is_heading', default: false })
  isHeading: boolean;

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
