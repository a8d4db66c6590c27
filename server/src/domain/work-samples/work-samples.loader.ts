import type { DataSource } from 'typeorm';
import { joinTableLoader } from 'src/common/database/join-table-loader.js';
import { byId } from 'src/common/database/loader-helpers.js';
import { Plan } from 'src/domain/plans/plan.entity.js';

export function createWorkSampleLoaders(dataSource: DataSource) {
  return {
    plansOfWorkSample: joinTableLoader(
      dataSource.getRepository(Plan),
      { table: 'work_sample_plans', ownerColumn: 'work_sample_id', relatedColumn: 'plan_id' },
      byId,
    ),
  };
}
