import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index } from 'typeorm';
import { TrashableRecord } from 'src/common/database/editable-record.js';

@ObjectType({ description: 'A line of the plan comparison table.' })
@Entity('features')
export class Feature extends TrashableRecord {
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
}
