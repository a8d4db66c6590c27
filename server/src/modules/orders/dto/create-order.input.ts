import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanPhone, CleanText, OptionalText } from 'src/common/validation/transforms.js';
import { IRAN_MOBILE } from '@site-builder/rules';

@InputType()
export class CreateOrderInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(191, fa.maxLength)
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
  @MaxLength(2000, fa.maxLength)
  description?: string | null;
}
