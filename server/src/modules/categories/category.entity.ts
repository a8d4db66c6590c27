import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, DeleteDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

@ObjectType({ description: 'A theme category.' })
@Entity('categories')
export class Category {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ length: 191 })
  title: string;

  /** Storage key of the image; exposed as imageUrl. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;

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
