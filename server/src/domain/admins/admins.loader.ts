import type { DataSource } from 'typeorm';
import { byIdLoader } from 'src/common/database/loader-helpers.js';
import { Admin } from './admin.entity.js';

export function createAdminLoaders(dataSource: DataSource) {
  return { admin: byIdLoader(dataSource.getRepository(Admin)) };
}
