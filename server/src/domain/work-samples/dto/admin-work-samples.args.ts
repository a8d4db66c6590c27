import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class AdminWorkSamplesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Words matched against title, domain and description.' })
  @IsOptional()
  @IsString(fa.text)
  @MaxLength(100, fa.maxLength)
  search?: string | null;
}
