import type { DataSource } from 'typeorm';
import { createAdminLoaders } from 'src/modules/admins/admins.loader.js';
import { createCustomerLoaders } from 'src/modules/customers/customers.loader.js';
import { createPlanLoaders } from 'src/modules/plans/plans.loader.js';
import { createThemeLoaders } from 'src/modules/themes/themes.loader.js';
import { createWorkSampleLoaders } from 'src/modules/work-samples/work-samples.loader.js';

/** Built per request, so batching and caching never leak between callers. */
export function createLoaders(dataSource: DataSource) {
  return {
    ...createAdminLoaders(dataSource),
    ...createCustomerLoaders(dataSource),
    ...createPlanLoaders(dataSource),
    ...createThemeLoaders(dataSource),
    ...createWorkSampleLoaders(dataSource),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
