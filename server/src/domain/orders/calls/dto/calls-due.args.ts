import { ArgsType, Field } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { PageArgs } from 'src/common/pagination/pagination.js';
import { fa } from 'src/common/validation/fa-messages.js';
import { OrderOwnerFilter } from 'src/domain/orders/dto/orders.args.js';

@ArgsType()
export class CallsDueArgs extends PageArgs {
  @Field(() => OrderOwnerFilter, { nullable: true, description: "Omit for everyone's follow-ups." })
  @IsOptional()
  @IsEnum(OrderOwnerFilter, fa.oneOf)
  owner?: OrderOwnerFilter | null;
}
