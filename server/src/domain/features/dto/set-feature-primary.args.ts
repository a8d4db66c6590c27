import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class SetFeaturePrimaryArgs {
  @Field(() => Int)
  @IsInt(fa.int)
  id: number;

  @Field()
  @IsBoolean(fa.boolean)
  isPrimary: boolean;
}
