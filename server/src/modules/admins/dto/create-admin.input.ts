import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanEmail, CleanPhone, CleanText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS, IRAN_MOBILE } from '@site-builder/rules';

@InputType()
export class CreateAdminInput {
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

  @Field({ description: 'Iranian mobile number; Persian or Arabic digits are accepted.' })
  @CleanPhone()
  @IsNotEmpty(fa.required)
  @Matches(IRAN_MOBILE, fa.mobile)
  phone: string;

  @Field()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MinLength(8, fa.minLength)
  @MaxLength(72, fa.maxLength)
  password: string;
}
