import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanPhone, CleanText, OptionalText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS, IRAN_MOBILE } from '@site-builder/rules';

@InputType()
export class CreateOrderInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.fullName, fa.maxLength)
  fullName: string;

  @Field({ description: 'Iranian mobile number; Persian or Arabic digits are accepted.' })
  @CleanPhone()
  @IsNotEmpty(fa.required)
  @Matches(IRAN_MOBILE, fa.mobile)
  phoneNumber: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.requestNote, fa.maxLength)
  description?: string | null;

  @Field(() => Int, { nullable: true, description: "The theme the visitor is ordering (its page's «سفارش این قالب»); must exist." })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  themeId?: number | null;

  @Field(() => Int, { nullable: true, description: "The plan the visitor chose (a plan table's «سفارش این پلن»); must exist." })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  planId?: number | null;
}
