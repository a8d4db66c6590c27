import { ApiScope } from './api-scopes.js';

const {
  ORDERS_READ,
  ORDERS_WRITE,
  CUSTOMERS_READ,
  CUSTOMERS_WRITE,
  CATALOGUE_READ,
  CATALOGUE_WRITE,
  WORK_SAMPLES_READ,
  WORK_SAMPLES_WRITE,
} = ApiScope;

/**
 * The one place that says which scope an API token needs for each operation (docs/INTEGRATORS.md, "API tokens and scopes"), read by
 * the auth guard for both APIs: GraphQL root fields as `Query.<field>` / `Mutation.<field>`, REST
 * routes as `<METHOD> <route path>` exactly as Express routed them. Anything not here refuses
 * every token (default deny): the dashboard, admins, sessions, API tokens, webhooks, the activity
 * log, and any operation added later until someone decides its scope here. Public operations
 * ignore tokens and need no entry. The table in docs/INTEGRATORS.md mirrors this map (test/access/api-token-scopes.cases.ts
 * checks every operation the app serves against it).
 */
export const SCOPE_MAP: Readonly<Record<string, ApiScope>> = {
  // Requests (orders) and their call log; taking and assigning are an admin's own.
  'Query.orders': ORDERS_READ,
  'Query.order': ORDERS_READ,
  'Mutation.createStaffOrder': ORDERS_WRITE,
  'Mutation.changeOrderStatus': ORDERS_WRITE,
  'Query.orderTimeline': ORDERS_READ,
  'Query.callsDue': ORDERS_READ,
  'Mutation.logOrderCall': ORDERS_WRITE,
  'Mutation.addOrderNote': ORDERS_WRITE,
  'GET /api/orders/all': ORDERS_READ,
  'GET /api/orders/:id': ORDERS_READ,
  'POST /api/orders/:id/change-status': ORDERS_WRITE,
  'GET /api/orders/:id/timeline': ORDERS_READ,
  'POST /api/orders/:id/notes': ORDERS_WRITE,
  'POST /api/orders/:id/calls': ORDERS_WRITE,
  'GET /api/export/orders.csv': ORDERS_READ,
  // The events feed: open to either read scope (SCOPE_ALTERNATIVES), each event cut to the token's scopes.
  'GET /api/events': ORDERS_READ,

  // Customers and the plans they bought.
  'Query.customers': CUSTOMERS_READ,
  'Query.customer': CUSTOMERS_READ,
  'Query.customerPlans': CUSTOMERS_READ,
  'Query.customerPlan': CUSTOMERS_READ,
  'Mutation.createCustomer': CUSTOMERS_WRITE,
  'Mutation.updateCustomer': CUSTOMERS_WRITE,
  'Mutation.deleteCustomer': CUSTOMERS_WRITE,
  'Mutation.restoreCustomer': CUSTOMERS_WRITE,
  'Mutation.createCustomerPlan': CUSTOMERS_WRITE,
  'Mutation.updateCustomerPlan': CUSTOMERS_WRITE,
  'Mutation.removeCustomerPlan': CUSTOMERS_WRITE,
  'Mutation.restoreCustomerPlan': CUSTOMERS_WRITE,
  'GET /api/customers/all': CUSTOMERS_READ,
  'GET /api/customers/:id': CUSTOMERS_READ,
  'GET /api/customer-plans': CUSTOMERS_READ,
  'GET /api/customer-plans/:id': CUSTOMERS_READ,
  'GET /api/customers/edit/:id': CUSTOMERS_READ,
  'GET /api/customers/:id/create-plans-for-customer': CUSTOMERS_READ,
  'GET /api/customers/:id/get-user-plans': CUSTOMERS_READ,
  'GET /api/customers/:id/view-plans/edit': CUSTOMERS_READ,
  'POST /api/customers/add': CUSTOMERS_WRITE,
  'PUT /api/customers/update/:id': CUSTOMERS_WRITE,
  'POST /api/customers/update/:id': CUSTOMERS_WRITE,
  'POST /api/customers/save-plans-for-customer': CUSTOMERS_WRITE,
  'POST /api/customers/remove-plan/:id': CUSTOMERS_WRITE,
  'POST /api/customers/:id/view-plans/update': CUSTOMERS_WRITE,
  'GET /api/export/customers.csv': CUSTOMERS_READ,
  'GET /api/export/customer-plans.csv': CUSTOMERS_READ,

  // The catalogue: themes, categories, plans and their features.
  'Query.theme': CATALOGUE_READ,
  'Query.category': CATALOGUE_READ,
  'Query.categoryUsage': CATALOGUE_READ,
  'Query.plan': CATALOGUE_READ,
  'Query.planUsage': CATALOGUE_READ,
  'Query.feature': CATALOGUE_READ,
  'Mutation.createTheme': CATALOGUE_WRITE,
  'Mutation.updateTheme': CATALOGUE_WRITE,
  'Mutation.deleteTheme': CATALOGUE_WRITE,
  'Mutation.sortTheme': CATALOGUE_WRITE,
  'Mutation.createCategory': CATALOGUE_WRITE,
  'Mutation.updateCategory': CATALOGUE_WRITE,
  'Mutation.deleteCategory': CATALOGUE_WRITE,
  'Mutation.restoreCategory': CATALOGUE_WRITE,
  'Mutation.createPlan': CATALOGUE_WRITE,
  'Mutation.updatePlan': CATALOGUE_WRITE,
  'Mutation.deletePlan': CATALOGUE_WRITE,
  'Mutation.restorePlan': CATALOGUE_WRITE,
  'Mutation.syncPlanFeatures': CATALOGUE_WRITE,
  'Mutation.createFeature': CATALOGUE_WRITE,
  'Mutation.updateFeature': CATALOGUE_WRITE,
  'Mutation.deleteFeature': CATALOGUE_WRITE,
  'Mutation.restoreFeature': CATALOGUE_WRITE,
  'Mutation.setFeaturePrimary': CATALOGUE_WRITE,
  'Mutation.sortFeature': CATALOGUE_WRITE,
  'GET /api/themes/all': CATALOGUE_READ,
  'GET /api/themes/add-theme': CATALOGUE_READ,
  'GET /api/themes/edit-theme/:id': CATALOGUE_READ,
  'POST /api/themes/add-theme': CATALOGUE_WRITE,
  'POST /api/themes/update-theme/:id': CATALOGUE_WRITE,
  'PUT /api/themes/update-theme/:id': CATALOGUE_WRITE,
  'POST /api/themes/sort': CATALOGUE_WRITE,
  'GET /api/themes/categories': CATALOGUE_READ,
  'GET /api/themes/categories/edit/:id': CATALOGUE_READ,
  'POST /api/themes/categories/add': CATALOGUE_WRITE,
  'POST /api/themes/categories/update/:id': CATALOGUE_WRITE,
  'PUT /api/themes/categories/update/:id': CATALOGUE_WRITE,
  'GET /api/themes/plans': CATALOGUE_READ,
  'GET /api/themes/plans/edit/:id': CATALOGUE_READ,
  'GET /api/themes/plans/:id/get-features': CATALOGUE_READ,
  'POST /api/themes/plans/add': CATALOGUE_WRITE,
  'POST /api/themes/plans/update/:id': CATALOGUE_WRITE,
  'PUT /api/themes/plans/update/:id': CATALOGUE_WRITE,
  'POST /api/themes/plans/:id/sync-features': CATALOGUE_WRITE,
  'GET /api/themes/features': CATALOGUE_READ,
  'GET /api/themes/features/edit/:id': CATALOGUE_READ,
  'POST /api/themes/features/add': CATALOGUE_WRITE,
  'POST /api/themes/features/update/:id': CATALOGUE_WRITE,
  'PUT /api/themes/features/update/:id': CATALOGUE_WRITE,
  'POST /api/themes/features/make-primary': CATALOGUE_WRITE,
  'POST /api/themes/features/sort': CATALOGUE_WRITE,

  // Work samples (the public list is public; these are the back office's).
  'Query.adminWorkSamples': WORK_SAMPLES_READ,
  'Query.workSample': WORK_SAMPLES_READ,
  'Mutation.createWorkSample': WORK_SAMPLES_WRITE,
  'Mutation.updateWorkSample': WORK_SAMPLES_WRITE,
  'Mutation.deleteWorkSample': WORK_SAMPLES_WRITE,
  'Mutation.restoreWorkSample': WORK_SAMPLES_WRITE,
  'GET /api/work-samples/all': WORK_SAMPLES_READ,
  'GET /api/work-samples/edit/:id': WORK_SAMPLES_READ,
  'POST /api/work-samples/add': WORK_SAMPLES_WRITE,
  'POST /api/work-samples/update/:id': WORK_SAMPLES_WRITE,
  'PUT /api/work-samples/update/:id': WORK_SAMPLES_WRITE,
};

/**
 * Operations that serve several areas, each cut to the token's scopes: a token holding any of
 * these scopes may call them as well as one holding the map's (the events feed: request events
 * with `orders:read`, customer and customer-plan events with `customers:read`).
 */
export const SCOPE_ALTERNATIVES: Readonly<Record<string, readonly ApiScope[]>> = {
  'GET /api/events': [CUSTOMERS_READ],
};

/** Every scope that lets a token call `operation` (empty: no token may), the map's first. */
export function scopesAdmitting(operation: string): ApiScope[] {
  const scope = requiredScope(operation);
  return scope ? [scope, ...(SCOPE_ALTERNATIVES[operation] ?? [])] : [];
}

/** The scope `operation` needs, or null: no token may call it. */
export function requiredScope(operation: string): ApiScope | null {
  return Object.hasOwn(SCOPE_MAP, operation) ? SCOPE_MAP[operation] : null;
}
