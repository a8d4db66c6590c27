/**
 * What an integrator's API token may do (docs/INTEGRATORS.md, "API tokens and scopes"): one read and one write scope per area; read
 * does not imply write. The values are what docs/INTEGRATORS.md, the REST answers and the stored rows say.
 */
export enum ApiScope {
  ORDERS_READ = 'orders:read',
  ORDERS_WRITE = 'orders:write',
  CUSTOMERS_READ = 'customers:read',
  CUSTOMERS_WRITE = 'customers:write',
  CATALOGUE_READ = 'catalogue:read',
  CATALOGUE_WRITE = 'catalogue:write',
  WORK_SAMPLES_READ = 'work-samples:read',
  WORK_SAMPLES_WRITE = 'work-samples:write',
}

export const API_SCOPES: readonly ApiScope[] = Object.values(ApiScope);

/** For descriptions: GraphQL carries scopes as these strings (an enum could not spell `orders:read`). */
export const SCOPES_TEXT = API_SCOPES.map((scope) => `\`${scope}\``).join(', ');
