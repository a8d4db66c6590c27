import type { DataSource } from 'typeorm';
import { joinTableLoader } from 'src/common/database/join-table-loader.js';
import { byId, byIdLoader } from 'src/common/database/loader-helpers.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from './theme.entity.js';

export function createThemeLoaders(dataSource: DataSource) {
  return {
    theme: byIdLoader(dataSource.getRepository(Theme)),
    plansOfTheme: joinTableLoader(
      dataSource.getRepository(Plan),
      { table: 'theme_plans', ownerColumn: 'theme_id', relatedColumn: 'plan_id' },
      byId,
    ),
    categoriesOfTheme: joinTableLoader(
      dataSource.getRepository(Category),
      { table: 'theme_categories', ownerColumn: 'theme_id', relatedColumn: 'category_id' },
      byId,
    ),
  };
}
