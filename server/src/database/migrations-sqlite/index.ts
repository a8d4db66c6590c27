// Written by scripts/generate-migration.mjs: every SQLite migration, oldest first.
import { SqliteInitialSchema1795654050188 } from './1795654050188-SqliteInitialSchema.js';
import { CustomerSoftDelete1795665932054 } from './1795665932054-CustomerSoftDelete.js';
import { OrderOwner1795700000000 } from './1795700000000-OrderOwner.js';

export const SQLITE_MIGRATIONS = [SqliteInitialSchema1795654050188, CustomerSoftDelete1795665932054, OrderOwner1795700000000];
