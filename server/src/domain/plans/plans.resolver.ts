import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PlanUsage } from './dto/plan-usage.output.js';
import { Plan } from './plan.entity.js';
import { PlansService } from './plans.service.js';
import { CreatePlanInput } from './dto/create-plan.input.js';
import { SyncPlanFeaturesArgs } from './dto/sync-plan-features.args.js';
import { UpdatePlanInput } from './dto/update-plan.input.js';

@Resolver(() => Plan)
export class PlansResolver {
  constructor(private readonly plans: PlansService) {}

  @Query(() => Plan, { name: 'plan' })
  get(@Args('id', { type: () => Int }) id: number): Promise<Plan> {
    return this.plans.get(id);
  }

  @Mutation(() => Plan)
  createPlan(@Args('input') input: CreatePlanInput): Promise<Plan> {
    return this.plans.create(input);
  }

  @Mutation(() => Plan)
  updatePlan(@Args('id', { type: () => Int }) id: number, @Args('input') input: UpdatePlanInput): Promise<Plan> {
    return this.plans.update(id, input);
  }

  @Mutation(() => Plan, { description: 'Refused while a customer plan uses it.' })
  deletePlan(@Args('id', { type: () => Int }) id: number): Promise<Plan> {
    return this.plans.remove(id);
  }

  @Mutation(() => Plan, {
    description:
      'Brings back a record deleted within the undo window, with its relations. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restorePlan(@Args('id', { type: () => Int }) id: number): Promise<Plan> {
    return this.plans.restore(id);
  }

  @Query(() => PlanUsage, { name: 'planUsage', description: 'How many themes and customer plans use the plan.' })
  usage(@Args('id', { type: () => Int }) id: number): Promise<PlanUsage> {
    return this.plans.usage(id);
  }

  @Mutation(() => Plan, { description: 'Makes the plan include exactly these features.' })
  syncPlanFeatures(@Args() { id, featureIds, version }: SyncPlanFeaturesArgs): Promise<Plan> {
    return this.plans.syncFeatures(id, featureIds, version);
  }
}
