import type { DataSource } from 'typeorm';
import { joinIdsLoader } from 'src/common/database/join-table-loader.js';
import { byIdLoader } from 'src/common/database/loader-helpers.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { Plan } from './plan.entity.js';

const PLAN_FEATURES = { table: 'plan_features', ownerColumn: 'plan_id', relatedColumn: 'feature_id' };

export function createPlanLoaders(dataSource: DataSource) {
  return {
    plan: byIdLoader(dataSource.getRepository(Plan)),
    featureIdsOfPlan: joinIdsLoader(dataSource.getRepository(Feature), PLAN_FEATURES, ['sort', 'id']),
  };
}
