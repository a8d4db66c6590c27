import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class ThemesArgs {
  @Field(() => Int, { nullable: true, description: 'Only themes in this category.' })
  @IsOptional()
  @IsInt(fa.int)
  categoryId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only themes offered in this plan.' })
  @IsOptional()
  @IsInt(fa.int)
  planId?: number | null;
}
