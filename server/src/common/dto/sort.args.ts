import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, Max, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

/** A new display position; shared by features and themes. */
@ArgsType()
export class SortArgs {
  @Field(() => Int)
  @IsNotEmpty(fa.required)
  @IsInt(fa.int)
  id: number;

  @Field(() => Int)
  @IsNotEmpty(fa.required)
  @IsInt(fa.int)
  @Min(0, fa.min)
  @Max(1_000_000, fa.max)
  sort: number;
}
