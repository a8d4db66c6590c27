import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class SyncPlanFeaturesArgs {
  @Field(() => Int)
  @IsInt(fa.int)
  id: number;

  @Field(() => [Int], { description: 'Every feature the plan includes; the others are removed.' })
  @IsArray(fa.array)
  @ArrayMaxSize(1000, fa.maxItems)
  @IsInt(fa.intEach)
  featureIds: number[];
}
