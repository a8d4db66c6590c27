import type { DataSource } from 'typeorm';
import { byIdLoader, bySortThenId, relationLoader } from 'src/graphql/loader-helpers.js';
import type { Feature } from 'src/modules/features/feature.entity.js';
import { Plan } from './plan.entity.js';

export function createPlanLoaders(dataSource: DataSource) {
  const plans = dataSource.getRepository(Plan);
  return {
    plan: byIdLoader(plans),
    featuresOfPlan: relationLoader<Plan, Feature>(plans, 'features', bySortThenId),
  };
}
