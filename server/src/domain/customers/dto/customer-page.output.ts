import { ObjectType } from '@nestjs/graphql';
import { PageType } from 'src/common/pagination/pagination.js';
import { Customer } from '../customer.entity.js';

@ObjectType()
export class CustomerPage extends PageType(Customer, 'CustomerList') {}
