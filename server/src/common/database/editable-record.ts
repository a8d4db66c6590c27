import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CreateDateColumn, DeleteDateColumn, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EditVersion } from 'src/common/database/edit-version.js';

/**
 * The bookkeeping every record staff edit carries (as Vendure's `VendureEntity`): its id, when it
 * was created and last written, and its edit version. A subclass adds its own columns and, where
 * a list sorts by creation, an index on `createdAt` at class level.
 */
@ObjectType({ isAbstract: true })
export abstract class EditableRecord {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @EditVersion()
  version: number;
}

/** An editable record whose delete can be undone: the row is hidden everywhere and purged once the undo window has passed. */
@ObjectType({ isAbstract: true })
export abstract class TrashableRecord extends EditableRecord {
  @Index()
  @DeleteDateColumn({ name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
