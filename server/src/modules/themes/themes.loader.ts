import type { DataSource } from 'typeorm';
import { byId, byIdLoader, relationLoader } from 'src/graphql/loader-helpers.js';
import type { Category } from 'src/modules/categories/category.entity.js';
import type { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from './theme.entity.js';

export function createThemeLoaders(dataSource: DataSource) {
  const themes = dataSource.getRepository(Theme);
  return {
    theme: byIdLoader(themes),
    plansOfTheme: relationLoader<Theme, Plan>(themes, 'plans', byId),
    categoriesOfTheme: relationLoader<Theme, Category>(themes, 'categories', byId),
  };
}
