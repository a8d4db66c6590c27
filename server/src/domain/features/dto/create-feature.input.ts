import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { OptionalNotNull } from 'src/common/validation/optional-not-null.js';
import { CleanText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS } from '@site-builder/rules';

@InputType()
export class CreateFeatureInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;

  @Field({ nullable: true, description: 'A section heading of the comparison table.' })
  @OptionalNotNull()
  @IsBoolean(fa.boolean)
  isHeading?: boolean;
}
