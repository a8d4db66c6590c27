import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Loaders } from 'src/domain/loaders.js';
import { CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import { CustomerPlansService } from './customer-plans.service.js';
import { maskAccessDetails } from './access-details.js';
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

  /** Not in the token scope map: no API token reaches it, whatever its scopes (docs/ARCHITECTURE.md, "Secrets shown on purpose"). */
  @Mutation(() => String, {
    nullable: true,
    description:
      "A customer plan's access details in plain text (null when empty), for admins only; each call is written to the activity log (who read whose details, when) before it answers.",
  })
  async revealCustomerPlanAccess(@Args('id', { type: () => Int }) id: number, @CurrentUser() _admin: AuthUser): Promise<string | null> {
    return (await this.customerPlans.revealAccessDetails(id)).description;
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

  /** Every read of the type, at any depth and for any caller, gets the mask: the plain text is revealCustomerPlanAccess's. */
  @ResolveField(() => String, {
    nullable: true,
    description: 'Access details for staff: «••••» when set, null when empty. The text itself: revealCustomerPlanAccess (logged).',
  })
  description(@Parent() record: CustomerPlan): string | null {
    return maskAccessDetails(record.description);
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
