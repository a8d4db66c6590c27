import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsEnum, IsInt } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';
import { OrderStatus } from '../order.entity.js';

@ArgsType()
export class ChangeOrderStatusArgs {
  @Field(() => Int)
  @IsInt(fa.int)
  id: number;

  @Field(() => OrderStatus)
  @IsEnum(OrderStatus, fa.oneOf)
  status: OrderStatus;
}
