import { Field, InputType } from '@nestjs/graphql';
import { FAQ_LIMITS } from '@site-builder/rules';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';

@InputType()
export class CreateFaqItemInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FAQ_LIMITS.question, fa.maxLength)
  question: string;

  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FAQ_LIMITS.answer, fa.maxLength)
  answer: string;
}
