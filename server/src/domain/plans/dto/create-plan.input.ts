import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { CleanText } from 'src/common/validation/transforms.js';
import { AMOUNT_LIMITS, FIELD_LIMITS } from '@site-builder/rules';

const { tomans, hostingSpaceGb } = AMOUNT_LIMITS;

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
  @Min(tomans.min, fa.min)
  @Max(tomans.max, fa.max)
  listPrice?: number | null;

  @Field(() => Int, { nullable: true, description: 'Discounted yearly price in tomans; omit for "by agreement".' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(tomans.min, fa.min)
  @Max(tomans.max, fa.max)
  price?: number | null;

  @Field(() => Int, { nullable: true, description: 'Hosting space in GB; omit for "by agreement".' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(hostingSpaceGb.min, fa.min)
  @Max(hostingSpaceGb.max, fa.max)
  hostingSpaceGb?: number | null;
}
