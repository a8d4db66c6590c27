import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class RequestTrendsArgs {
  @Field(() => Int, { defaultValue: 12, description: 'How many Jalali weeks, 1 to 52.' })
  @IsInt(fa.int)
  @Min(1, fa.min)
  @Max(52, fa.max)
  weeks: number = 12;

  @Field(() => Int, { defaultValue: 12, description: 'How many Jalali months, 1 to 24.' })
  @IsInt(fa.int)
  @Min(1, fa.min)
  @Max(24, fa.max)
  months: number = 12;
}
