import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { FIELD_LIMITS } from 'src/common/validation/field-limits.js';
import { CleanText } from 'src/common/validation/transforms.js';

@InputType()
export class CreateCategoryInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;
}
