import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Order } from 'src/domain/orders/order.entity.js';
import { OrderStatusCount } from './order-status-count.output.js';

@ObjectType({ description: 'The back-office overview: what needs a call and what is due for renewal.' })
export class Dashboard {
  @Field(() => [OrderStatusCount], {
    description: 'One entry for every status, zeros included, in the order PENDING, PROCESSING, COMPLETED, REJECTED.',
  })
  ordersByStatus: OrderStatusCount[];

  @Field(() => Int, { description: 'Requests of every status.' })
  totalOrders: number;

  @Field(() => [Order], { description: 'The 5 newest PENDING requests, newest first.' })
  newestPendingOrders: Order[];

  @Field(() => [CustomerPlan], {
    description: 'Active plans expiring between today and 30 days from today (both included), soonest first, at most 10.',
  })
  expiringCustomerPlans: CustomerPlan[];

  @Field(() => Int, { description: 'How many active plans expire in that window, without the cap of 10.' })
  expiringCustomerPlansCount: number;

  @Field(() => Int, { description: 'Customer plans marked active.' })
  activeCustomerPlans: number;

  @Field(() => Int, { description: 'Customer plans not marked active.' })
  inactiveCustomerPlans: number;

  @Field(() => Int, { description: 'Every customer.' })
  customers: number;
}
