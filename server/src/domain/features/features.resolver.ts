import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Feature } from './feature.entity.js';
import { FeaturesService } from './features.service.js';
import { CreateFeatureInput } from './dto/create-feature.input.js';
import { SetFeaturePrimaryArgs } from './dto/set-feature-primary.args.js';
import { SortArgs } from 'src/common/dto/sort.args.js';
import { UpdateFeatureInput } from './dto/update-feature.input.js';

@Resolver(() => Feature)
export class FeaturesResolver {
  constructor(private readonly features: FeaturesService) {}

  @Query(() => Feature, { name: 'feature' })
  get(@Args('id', { type: () => Int }) id: number): Promise<Feature> {
    return this.features.get(id);
  }

  @Mutation(() => Feature)
  createFeature(@Args('input') input: CreateFeatureInput): Promise<Feature> {
    return this.features.create(input);
  }

  @Mutation(() => Feature)
  updateFeature(@Args('id', { type: () => Int }) id: number, @Args('input') input: UpdateFeatureInput): Promise<Feature> {
    return this.features.update(id, input);
  }

  @Mutation(() => Feature, { description: 'Removes the feature from every plan too (soft: restoreFeature brings it back with its plans).' })
  deleteFeature(@Args('id', { type: () => Int }) id: number): Promise<Feature> {
    return this.features.remove(id);
  }

  @Mutation(() => Feature, {
    description:
      'Brings back a record deleted within the undo window, with its relations. 404 once purged; 400 (REFUSED) when it is not deleted or the window has passed.',
  })
  restoreFeature(@Args('id', { type: () => Int }) id: number): Promise<Feature> {
    return this.features.restore(id);
  }

  @Mutation(() => Feature)
  sortFeature(@Args() { id, sort }: SortArgs): Promise<Feature> {
    return this.features.setSort(id, sort);
  }

  @Mutation(() => Feature, { description: 'Marks the feature primary (bold, highlighted) or not.' })
  setFeaturePrimary(@Args() { id, isPrimary }: SetFeaturePrimaryArgs): Promise<Feature> {
    return this.features.setPrimary(id, isPrimary);
  }
}
