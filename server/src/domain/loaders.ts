import type { DataSource } from 'typeorm';
import { createAdminLoaders } from 'src/domain/admins/admins.loader.js';
import { createCustomerLoaders } from 'src/domain/customers/customers.loader.js';
import { createPlanLoaders } from 'src/domain/plans/plans.loader.js';
import { createThemeLoaders } from 'src/domain/themes/themes.loader.js';
import { createTwoFactorLoaders } from 'src/domain/two-factor/two-factor.loader.js';
import { createWorkSampleLoaders } from 'src/domain/work-samples/work-samples.loader.js';

/** Built per request, so batching and caching never leak between callers. */
export function createLoaders(dataSource: DataSource) {
  return {
    ...createAdminLoaders(dataSource),
    ...createCustomerLoaders(dataSource),
    ...createPlanLoaders(dataSource),
    ...createThemeLoaders(dataSource),
    ...createTwoFactorLoaders(dataSource),
    ...createWorkSampleLoaders(dataSource),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
