// Written by scripts/generate-migration.mjs: every SQLite migration, oldest first.
import { SqliteInitialSchema1795654050188 } from './1795654050188-SqliteInitialSchema.js';
import { CustomerSoftDelete1795665932054 } from './1795665932054-CustomerSoftDelete.js';
import { ApiTokens1795679242940 } from './1795679242940-ApiTokens.js';
import { OrderThemePlan1795678788532 } from './1795678788532-OrderThemePlan.js';

export const SQLITE_MIGRATIONS = [
  SqliteInitialSchema1795654050188,
  CustomerSoftDelete1795665932054,
  OrderThemePlan1795678788532,
  ApiTokens1795679242940,
];
