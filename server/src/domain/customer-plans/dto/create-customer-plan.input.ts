import { Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { OptionalNotNull } from 'src/common/validation/optional-not-null.js';
import { IsCalendarDate } from 'src/common/validation/is-calendar-date.js';
import { CleanDigits } from 'src/common/validation/transforms.js';
import { AMOUNT_LIMITS, DOMAIN, FIELD_LIMITS } from '@site-builder/rules';

@InputType()
export class CreateCustomerPlanInput {
  @Field(() => Int)
  @IsNotEmpty(fa.required)
  @IsInt(fa.int)
  customerId: number;

  @Field(() => Int)
  @IsNotEmpty(fa.required)
  @IsInt(fa.int)
  planId: number;

  @Field(() => Int, { nullable: true, description: 'The template code.' })
  @IsOptional()
  @IsInt(fa.int)
  themeId?: number | null;

  @Field({ description: 'e.g. test.ir' })
  @CleanDigits()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @Matches(DOMAIN, fa.domain)
  @MaxLength(FIELD_LIMITS.domain, fa.maxLength)
  domainName: string;

  @Field(() => String, { nullable: true, description: 'Gregorian YYYY-MM-DD.' })
  @CleanDigits()
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  orderDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Gregorian YYYY-MM-DD; not before the order date.' })
  @CleanDigits()
  @IsOptional()
  @Validate(IsCalendarDate, fa.date)
  expireDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Access details for staff.' })
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.longText, fa.maxLength)
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Amount paid in tomans.' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(AMOUNT_LIMITS.tomans.min, fa.min)
  @Max(AMOUNT_LIMITS.tomans.max, fa.max)
  paid?: number | null;

  @Field({ nullable: true, description: 'Defaults to false.' })
  @OptionalNotNull()
  @IsBoolean(fa.boolean)
  isActive?: boolean;
}
