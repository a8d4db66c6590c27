import { Field, ObjectType } from '@nestjs/graphql';
import { Order } from 'src/domain/orders/order.entity.js';
import { OrderCall } from '../order-call.entity.js';

@ObjectType({ description: 'A timeline entry just written, and the request as it now is (first contact, follow-up, status).' })
export class LoggedOrderCall {
  @Field(() => OrderCall)
  entry: OrderCall;

  @Field(() => Order)
  order: Order;
}
