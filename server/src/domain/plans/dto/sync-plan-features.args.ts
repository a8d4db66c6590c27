import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';
import { EditVersionField } from 'src/common/validation/edit-version.field.js';
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

  /** The plan's version the features screen loaded (docs/ARCHITECTURE.md, "Edit versions"); absent: the last write wins. */
  @EditVersionField()
  version?: number | null;
}
