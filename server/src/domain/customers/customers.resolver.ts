import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Loaders } from 'src/domain/loaders.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from './customer.entity.js';
import { CustomersService } from './customers.service.js';
import { CreateCustomerInput } from './dto/create-customer.input.js';
import { CustomerPage } from './dto/customer-page.output.js';
import { CustomersArgs } from './dto/customers.args.js';
import { UpdateCustomerInput } from './dto/update-customer.input.js';

@Resolver(() => Customer)
export class CustomersResolver {
  constructor(private readonly customers: CustomersService) {}

  @Query(() => CustomerPage, { name: 'customers', description: 'Customers, 15 a page by default, newest first unless sort is ASC.' })
  list(@Args() args: CustomersArgs): Promise<CustomerPage> {
    return this.customers.page(args);
  }

  @Query(() => Customer)
  customer(@Args('id', { type: () => Int }) id: number): Promise<Customer> {
    return this.customers.get(id);
  }

  @Mutation(() => Customer)
  createCustomer(@Args('input') input: CreateCustomerInput): Promise<Customer> {
    return this.customers.create(input);
  }

  @Mutation(() => Customer)
  updateCustomer(@Args('id', { type: () => Int }) id: number, @Args('input') input: UpdateCustomerInput): Promise<Customer> {
    return this.customers.update(id, input);
  }

  @Mutation(() => Customer, {
    description: 'Refused (400) while the customer has plans. Soft: hidden at once, undoable with restoreCustomer for the undo window.',
  })
  deleteCustomer(@Args('id', { type: () => Int }) id: number): Promise<Customer> {
    return this.customers.remove(id);
  }

  @Mutation(() => Customer, {
    description:
      'Brings back a customer deleted within the undo window. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restoreCustomer(@Args('id', { type: () => Int }) id: number): Promise<Customer> {
    return this.customers.restore(id);
  }

  @ResolveField(() => [CustomerPlan])
  customerPlans(@Parent() customer: Customer, @Context('loaders') loaders: Loaders): Promise<CustomerPlan[]> {
    return loaders.plansOfCustomer.load(customer.id);
  }

  @ResolveField(() => Int)
  async activeCustomerPlansCount(@Parent() customer: Customer, @Context('loaders') loaders: Loaders): Promise<number> {
    return (await loaders.planCountsOfCustomer.load(customer.id)).active;
  }

  @ResolveField(() => Int)
  async inactiveCustomerPlansCount(@Parent() customer: Customer, @Context('loaders') loaders: Loaders): Promise<number> {
    return (await loaders.planCountsOfCustomer.load(customer.id)).inactive;
  }
}
