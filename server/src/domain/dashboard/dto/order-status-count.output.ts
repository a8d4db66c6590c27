import { Field, Int, ObjectType } from '@nestjs/graphql';
import { OrderStatus } from 'src/domain/orders/order.entity.js';

@ObjectType({ description: 'How many requests have one status.' })
export class OrderStatusCount {
  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Int)
  count: number;
}
