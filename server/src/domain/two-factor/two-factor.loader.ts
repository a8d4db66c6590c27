import DataLoader from 'dataloader';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { AdminTwoFactor } from './admin-two-factor.entity.js';

/** Whether each admin has two-factor sign-in on: one query for a whole list of admins. */
export function createTwoFactorLoaders(dataSource: DataSource) {
  return {
    twoFactorEnabled: new DataLoader<number, boolean>(async (ids) => {
      const rows = await dataSource
        .getRepository(AdminTwoFactor)
        .find({ select: { adminId: true }, where: { adminId: In([...ids]), enabledAt: Not(IsNull()) } });
      const enabled = new Set(rows.map((row) => row.adminId));
      return ids.map((id) => enabled.has(id));
    }),
  };
}
