import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional } from 'class-validator';
import { EditVersionField } from 'src/common/validation/edit-version.field.js';
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

  @Field(() => OrderStatus, {
    nullable: true,
    description: 'The status the operator saw: if the request has another one by now, the change is refused with CONFLICT.',
  })
  @IsOptional()
  @IsEnum(OrderStatus, fa.oneOf)
  expectedStatus?: OrderStatus | null;

  @EditVersionField()
  version?: number | null;
}
