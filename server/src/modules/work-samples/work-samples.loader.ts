import type { DataSource } from 'typeorm';
import { byId, relationLoader } from 'src/graphql/loader-helpers.js';
import type { Plan } from 'src/modules/plans/plan.entity.js';
import { WorkSample } from './work-sample.entity.js';

export function createWorkSampleLoaders(dataSource: DataSource) {
  return {
    plansOfWorkSample: relationLoader<WorkSample, Plan>(dataSource.getRepository(WorkSample), 'plans', byId),
  };
}
