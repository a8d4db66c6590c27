import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { OptionalNotNull } from 'src/common/validation/optional-not-null.js';
import { CleanDigits, CleanText, OptionalText } from 'src/common/validation/transforms.js';
import { IsDemoLink } from './demo-link.validator.js';
import { FIELD_LIMITS } from '@site-builder/rules';

@InputType()
export class CreateThemeInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;

  @Field({ description: 'Demo URL: an https URL, or a path of this site such as /themes/3/demo.' })
  @CleanDigits()
  @IsNotEmpty(fa.required)
  @IsDemoLink(fa.demoLink)
  @MaxLength(FIELD_LIMITS.link, fa.maxLength)
  link: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.link, fa.maxLength)
  shortDescription?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.longText, fa.maxLength)
  fullDescription?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Plans the theme is offered in.' })
  @OptionalNotNull()
  @IsArray(fa.array)
  @ArrayMaxSize(100, fa.maxItems)
  @IsInt(fa.intEach)
  planIds?: number[];

  @Field(() => [Int], { nullable: true })
  @OptionalNotNull()
  @IsArray(fa.array)
  @ArrayMaxSize(100, fa.maxItems)
  @IsInt(fa.intEach)
  categoryIds?: number[];
}
