import { Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsDate, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { STAFF_FIELD_LIMITS } from '@site-builder/rules';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';

/** A note on a request's timeline: not a contact attempt, so it never stamps the first contact. */
@InputType()
export class AddOrderNoteInput {
  @Field(() => Int)
  @IsInt(fa.int)
  @Min(1, fa.min)
  orderId: number;

  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(STAFF_FIELD_LIMITS.callNote, fa.maxLength)
  note: string;

  @Field(() => Date, { nullable: true, description: 'When to call; omitted: the follow-up already set stays.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate(fa.moment)
  nextCallAt?: Date | null;
}
