import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanEmail, CleanPhone, CleanText, OptionalText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS, IRAN_PHONE } from '@site-builder/rules';

@InputType()
export class CreateCustomerInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.personName, fa.maxLength)
  name: string;

  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.personName, fa.maxLength)
  family: string;

  @Field()
  @CleanEmail()
  @IsNotEmpty(fa.required)
  @IsEmail({}, fa.email)
  @MaxLength(FIELD_LIMITS.email, fa.maxLength)
  email: string;

  @Field({ description: 'Mobile or landline with area code; Persian or Arabic digits are accepted.' })
  @CleanPhone()
  @IsNotEmpty(fa.required)
  @Matches(IRAN_PHONE, fa.phone)
  phone: string;

  @Field(() => String, { nullable: true, description: 'The expert note.' })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.note, fa.maxLength)
  description?: string | null;
}
