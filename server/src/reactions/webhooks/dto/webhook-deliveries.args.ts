import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Min } from 'class-validator';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { fa } from 'src/common/validation/fa-messages.js';

@ArgsType()
export class WebhookDeliveriesArgs extends PageArgs {
  @Field(() => Int)
  @IsInt(fa.int)
  @Min(1, fa.min)
  endpointId: number;
}
