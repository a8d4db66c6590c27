import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { byIdLoader } from 'src/common/database/loader-helpers.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from './customer.entity.js';

export interface PlanCounts {
  active: number;
  inactive: number;
}

export function createCustomerLoaders(dataSource: DataSource) {
  const customerPlans = dataSource.getRepository(CustomerPlan);
  return {
    customer: byIdLoader(dataSource.getRepository(Customer)),
    plansOfCustomer: new DataLoader<number, CustomerPlan[]>(async (ids) => {
      const rows = await customerPlans.find({ where: { customerId: In([...ids]) }, order: { id: 'ASC' } });
      return ids.map((id) => rows.filter((row) => row.customerId === id));
    }),
    planCountsOfCustomer: new DataLoader<number, PlanCounts>(async (ids) => {
      const rows: { customerId: number; isActive: number | boolean; n: number | string }[] = await customerPlans
        .createQueryBuilder('plan')
        .select('plan.customer_id', 'customerId')
        .addSelect('plan.is_active', 'isActive')
        .addSelect('COUNT(*)', 'n')
        .where('plan.customer_id IN (:...ids)', { ids: [...ids] })
        .groupBy('plan.customer_id')
        .addGroupBy('plan.is_active')
        .getRawMany();
      return ids.map((id) => {
        const counts: PlanCounts = { active: 0, inactive: 0 };
        for (const row of rows.filter((r) => Number(r.customerId) === id)) {
          counts[Number(row.isActive) ? 'active' : 'inactive'] += Number(row.n);
        }
        return counts;
      });
    }),
  };
}
