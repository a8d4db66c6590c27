import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional, Min, Validate } from 'class-validator';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { IsCalendarDate } from 'src/common/validation/is-calendar-date.js';
import { fa } from 'src/common/validation/fa-messages.js';
import { ActivityEntity } from '../activity.types.js';

@ArgsType()
export class ActivityLogArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only what this admin did.' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  adminId?: number | null;

  @Field(() => ActivityEntity, { nullable: true, description: 'Only writes to this kind of record.' })
  @IsOptional()
  @IsEnum(ActivityEntity, fa.oneOf)
  entityType?: ActivityEntity | null;

  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD, a day in Tehran), inclusive.' })
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD, a day in Tehran), inclusive.' })
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  to?: string | null;
}
