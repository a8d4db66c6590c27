import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { OptionalNotNull } from 'src/common/validation/optional-not-null.js';
import { CleanDigits, CleanText, OptionalText } from 'src/common/validation/transforms.js';
import { DOMAIN, FIELD_LIMITS } from '@site-builder/rules';

@InputType()
export class CreateWorkSampleInput {
  @Field({ description: 'The site address, with or without https://.' })
  @CleanDigits()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @Matches(DOMAIN, fa.domain)
  @MaxLength(FIELD_LIMITS.domain, fa.maxLength)
  domainName: string;

  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(FIELD_LIMITS.note, fa.maxLength)
  description?: string | null;

  @Field({ nullable: true, description: 'Shown on the public site; defaults to false.' })
  @OptionalNotNull()
  @IsBoolean(fa.boolean)
  isActive?: boolean;

  @Field(() => [Int], { nullable: true })
  @OptionalNotNull()
  @IsArray(fa.array)
  @ArrayMaxSize(100, fa.maxItems)
  @IsInt(fa.intEach)
  planIds?: number[];
}
