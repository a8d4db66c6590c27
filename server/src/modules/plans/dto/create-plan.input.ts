import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';
import { FIELD_LIMITS } from '@site-builder/rules';

const MAX_TOMANS = 2_000_000_000;

@InputType()
export class CreatePlanInput {
  @Field()
  @CleanText()
  @IsString(fa.text)
  @IsNotEmpty(fa.required)
  @MaxLength(FIELD_LIMITS.title, fa.maxLength)
  title: string;

  @Field(() => Int, { nullable: true, description: 'Yearly list price in tomans; omit for "by agreement".' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(0, fa.min)
  @Max(MAX_TOMANS, fa.max)
  listPrice?: number | null;

  @Field(() => Int, { nullable: true, description: 'Discounted yearly price in tomans; omit for "by agreement".' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(0, fa.min)
  @Max(MAX_TOMANS, fa.max)
  price?: number | null;

  @Field(() => Int, { nullable: true, description: 'Hosting space in GB; omit for "by agreement".' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  @Max(10_000, fa.max)
  hostingSpaceGb?: number | null;
}
