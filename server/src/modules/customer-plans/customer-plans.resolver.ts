import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Loaders } from 'src/graphql/loaders.js';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import { CustomerPlansService } from './customer-plans.service.js';
import { CreateCustomerPlanInput } from './dto/create-customer-plan.input.js';
import { UpdateCustomerPlanInput } from './dto/update-customer-plan.input.js';

@Resolver(() => CustomerPlan)
export class CustomerPlansResolver {
  constructor(private readonly customerPlans: CustomerPlansService) {}

  @Query(() => [CustomerPlan], { name: 'customerPlans', description: "One customer's plans, oldest first." })
  listForCustomer(@Args('customerId', { type: () => Int }) customerId: number): Promise<CustomerPlan[]> {
    return this.customerPlans.listForCustomer(customerId);
  }

  @Query(() => CustomerPlan)
  customerPlan(@Args('id', { type: () => Int }) id: number): Promise<CustomerPlan> {
    return this.customerPlans.get(id);
  }

  @Mutation(() => CustomerPlan)
  createCustomerPlan(@Args('input') input: CreateCustomerPlanInput): Promise<CustomerPlan> {
    return this.customerPlans.create(input);
  }

  @Mutation(() => CustomerPlan)
  updateCustomerPlan(@Args('id', { type: () => Int }) id: number, @Args('input') input: UpdateCustomerPlanInput): Promise<CustomerPlan> {
    return this.customerPlans.update(id, input);
  }

  @Mutation(() => CustomerPlan)
  removeCustomerPlan(@Args('id', { type: () => Int }) id: number): Promise<CustomerPlan> {
    return this.customerPlans.remove(id);
  }

  @Mutation(() => CustomerPlan, {
    description:
      'Brings back a record deleted within the undo window, with its relations. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restoreCustomerPlan(@Args('id', { type: () => Int }) id: number): Promise<CustomerPlan> {
    return this.customerPlans.restore(id);
  }

  @ResolveField(() => Plan)
  async plan(@Parent() record: CustomerPlan, @Context('loaders') loaders: Loaders): Promise<Plan | null> {
    return loaders.plan.load(record.planId);
  }

  @ResolveField(() => Theme, { nullable: true })
  async theme(@Parent() record: CustomerPlan, @Context('loaders') loaders: Loaders): Promise<Theme | null> {
    return record.themeId == null ? null : loaders.theme.load(record.themeId);
  }

  @ResolveField(() => Customer)
  async customer(@Parent() record: CustomerPlan, @Context('loaders') loaders: Loaders): Promise<Customer | null> {
    return loaders.customer.load(record.customerId);
  }
}
