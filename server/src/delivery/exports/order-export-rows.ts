import { DataSource, In } from 'typeorm';
import { Admin } from 'src/domain/admins/admin.entity.js';
import type { Order } from 'src/domain/orders/order.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';

/** A request with the names its ids point at, as the orders file writes them. */
export interface OrderExportRow {
  order: Order;
  owner: string;
  theme: string;
  plan: string;
}

const personName = (admin: Admin | undefined) => (admin ? `${admin.name} ${admin.family}` : '');

/**
 * Each batch of requests with the owner's, theme's and plan's names, read in three queries a batch.
 * A theme or plan deleted since (in the trash, or gone) still gives the name it had while it is in
 * the trash; after that the column is empty, as the request keeps only the id.
 */
export async function* withNames(dataSource: DataSource, batches: AsyncGenerator<Order[]>): AsyncGenerator<OrderExportRow[]> {
  for await (const batch of batches) {
    const ids = (pick: (order: Order) => number | null) => [...new Set(batch.map(pick).filter((id): id is number => id !== null))];
    const [owners, themes, plans] = await Promise.all([
      dataSource.getRepository(Admin).find({ where: { id: In(ids((o) => o.ownerId)) }, withDeleted: true }),
      dataSource.getRepository(Theme).find({ where: { id: In(ids((o) => o.themeId)) }, withDeleted: true }),
      dataSource.getRepository(Plan).find({ where: { id: In(ids((o) => o.planId)) }, withDeleted: true }),
    ]);
    const owner = new Map(owners.map((admin) => [admin.id, admin]));
    const theme = new Map(themes.map((row) => [row.id, row.title]));
    const plan = new Map(plans.map((row) => [row.id, row.title]));
    yield batch.map((order) => ({
      order,
      owner: order.ownerId === null ? '' : personName(owner.get(order.ownerId)),
      theme: order.themeId === null ? '' : (theme.get(order.themeId) ?? ''),
      plan: order.planId === null ? '' : (plan.get(order.planId) ?? ''),
    }));
  }
}
