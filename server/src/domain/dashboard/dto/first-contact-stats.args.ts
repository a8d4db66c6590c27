import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, Validate } from 'class-validator';
import { IsCalendarDate } from 'src/common/validation/is-calendar-date.js';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class FirstContactStatsArgs {
  @Field(() => String, {
    nullable: true,
    description: 'First day (YYYY-MM-DD, Tehran) of arrival, inclusive; default 29 days before `to`.',
  })
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Last day (YYYY-MM-DD, Tehran) of arrival, inclusive; default Tehran's today." })
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  to?: string | null;
}
