import { ObjectType } from '@nestjs/graphql';
import { PageType } from 'src/common/pagination/pagination.js';
import { Order } from '../order.entity.js';

@ObjectType()
export class OrderPage extends PageType(Order, 'OrderList') {}
