import { Field, InputType } from '@nestjs/graphql';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FIELD_LIMITS } from '@site-builder/rules';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanEmail, CleanText } from 'src/common/validation/transforms.js';

/**
 * A person's name, family name and e-mail, as every form for a person asks them (an admin, a
 * customer), with one set of limits and Persian messages. The phone stays each input's own: an
 * admin's must be a mobile (sign-in and SMS), a customer's may be a landline.
 */
@InputType({ isAbstract: true })
export abstract class PersonFieldsInput {
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
}
