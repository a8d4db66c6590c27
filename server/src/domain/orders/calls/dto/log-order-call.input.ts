import { Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsDate, IsEnum, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { fa } from 'src/common/validation/fa-messages.js';
import { OptionalText } from 'src/common/validation/transforms.js';
import { CallOutcome } from '../order-call.entity.js';

/** A call someone made to the requester, with how it went. */
@InputType()
export class LogOrderCallInput {
  @Field(() => Int)
  @IsInt(fa.int)
  @Min(1, fa.min)
  orderId: number;

  @Field(() => CallOutcome)
  @IsNotEmpty(fa.required)
  @IsEnum(CallOutcome, fa.oneOf)
  outcome: CallOutcome;

  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(STAFF_FIELD_LIMITS.callNote, fa.maxLength)
  note?: string | null;

  @Field(() => Date, { nullable: true, description: 'When to call again; omitted: no follow-up (a call settles the previous one).' })
  @IsOptional()
  @Type(() => Date)
  @IsDate(fa.moment)
  nextCallAt?: Date | null;
}
