import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS } from '@site-builder/rules';

@InputType()
export class CreateCategoryInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;
}
