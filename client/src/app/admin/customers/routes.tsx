import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const CustomersPage = lazyPage(async () => (await import('./customers-page')).CustomersPage);
const AddCustomerPage = lazyPage(async () => (await import('./add-customer-page')).AddCustomerPage);
const EditCustomerPage = lazyPage(async () => (await import('./edit-customer-page')).EditCustomerPage);
const CreateCustomerPlanPage = lazyPage(async () => (await import('./create-customer-plan-page')).CreateCustomerPlanPage);
const CustomerPlansPage = lazyPage(async () => (await import('./customer-plans-page')).CustomerPlansPage);
const EditCustomerPlanPage = lazyPage(async () => (await import('./edit-customer-plan-page')).EditCustomerPlanPage);

/** Spec §2: customers and the plans they bought. */
export const customerRoutes = (
  <>
    <Route path="/admin/customers/all" element={<CustomersPage />} />
    <Route path="/admin/customers/add" element={<AddCustomerPage />} />
    <Route path="/admin/customers/edit/:id" element={<EditCustomerPage />} />
    <Route path="/admin/customers/edit/:id/create-plan" element={<CreateCustomerPlanPage />} />
    <Route path="/admin/customers/:id/view-plans" element={<CustomerPlansPage />} />
    <Route path="/admin/customers/:id/view-plans/edit" element={<EditCustomerPlanPage />} />
  </>
);
