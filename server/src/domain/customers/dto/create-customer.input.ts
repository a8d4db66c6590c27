import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { PersonFieldsInput } from 'src/common/dto/person-fields.input.js';
import { CleanPhone, OptionalText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS, IRAN_PHONE } from '@site-builder/rules';

@InputType()
export class CreateCustomerInput extends PersonFieldsInput {
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
