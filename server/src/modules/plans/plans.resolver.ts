import { Args, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { Feature } from 'src/modules/features/feature.entity.js';
import { PublicCatalogue } from 'src/modules/public-reads/public-catalogue.js';
import { PlanUsage } from './dto/plan-usage.output.js';
import { Plan } from './plan.entity.js';
import { PlansService } from './plans.service.js';
import { CreatePlanInput } from './dto/create-plan.input.js';
import { SyncPlanFeaturesArgs } from './dto/sync-plan-features.args.js';
import { UpdatePlanInput } from './dto/update-plan.input.js';

@Resolver(() => Plan)
export class PlansResolver {
  constructor(
    private readonly plans: PlansService,
    private readonly catalogue: PublicCatalogue,
  ) {}

  @Public()
  @Query(() => [Plan], { name: 'plans', description: 'Every plan, in id order.' })
  list(): Promise<readonly Plan[]> {
    return this.catalogue.plans();
  }

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
  syncPlanFeatures(@Args() { id, featureIds }: SyncPlanFeaturesArgs): Promise<Plan> {
    return this.plans.syncFeatures(id, featureIds);
  }

  @ResolveField(() => [Feature], { description: 'Features the plan includes, in table order.' })
  features(@Parent() plan: Plan): Promise<readonly Feature[]> {
    return this.catalogue.featuresOfPlan(plan.id);
  }

  @ResolveField(() => [Int], { description: 'Ids of the features the plan includes.' })
  async featureIds(@Parent() plan: Plan): Promise<number[]> {
    return (await this.catalogue.featuresOfPlan(plan.id)).map((feature) => feature.id);
  }
}
