import { Field, ObjectType } from '@nestjs/graphql';
import { Column, Entity } from 'typeorm';
import { TrashableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A theme category.' })
@Entity('categories')
export class Category extends TrashableRecord {
  @Field()
  @Column({ length: 191 })
  title: string;

  /** Storage key of the image; exposed as imageUrl. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;
}
