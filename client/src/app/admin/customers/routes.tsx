import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const CustomersPage = lazyPage(async () => (await import('./customers-page')).CustomersPage);
const AddCustomerPage = lazyPage(async () => (await import('./add-customer-page')).AddCustomerPage);
const EditCustomerPage = lazyPage(async () => (await import('./edit-customer-page')).EditCustomerPage);
const CreateCustomerPlanPage = lazyPage(async () => (await import('./create-customer-plan-page')).CreateCustomerPlanPage);
const CustomerPlansPage = lazyPage(async () => (await import('./customer-plans-page')).CustomerPlansPage);
const EditCustomerPlanPage = lazyPage(async () => (await import('./edit-customer-plan-page')).EditCustomerPlanPage);

/** docs/ARCHITECTURE.md §2: customers and the plans they bought. */
export const customerRoutes = (
  <>
    <Route path={paths.admin.customers} element={<CustomersPage />} />
    <Route path={paths.admin.addCustomer} element={<AddCustomerPage />} />
    <Route path={paths.admin.editCustomer.pattern} element={<EditCustomerPage />} />
    <Route path={paths.admin.createCustomerPlan.pattern} element={<CreateCustomerPlanPage />} />
    <Route path={paths.admin.customerPlans.pattern} element={<CustomerPlansPage />} />
    <Route path={paths.admin.editCustomerPlan.pattern} element={<EditCustomerPlanPage />} />
  </>
);
