import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IRAN_PHONE } from 'src/common/validation/digits.js';
import { fa } from 'src/common/validation/fa-messages.js';
import { FIELD_LIMITS } from 'src/common/validation/field-limits.js';
import { CleanEmail, CleanPhone, CleanText, OptionalText } from 'src/common/validation/transforms.js';

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
