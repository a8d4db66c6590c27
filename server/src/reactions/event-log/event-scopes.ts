import { ApiScope } from 'src/domain/api-tokens/api-scopes.js';
import { WEBHOOK_EVENT_VALUES } from 'src/reactions/webhooks/webhook-events.js';

/**
 * The read scope each kind of event needs (docs/INTEGRATORS.md, "Events feed"), as the kind's
 * records do in the API: requests and their calls need `orders:read`; customers and the plans
 * they bought need `customers:read`.
 */
const SCOPE_BY_KIND: Record<string, ApiScope> = {
  order: ApiScope.ORDERS_READ,
  customer: ApiScope.CUSTOMERS_READ,
  customer_plan: ApiScope.CUSTOMERS_READ,
};

/** The event types a caller may read: every one for an admin (null scopes), else those the token's scopes cover. */
export function readableEventTypes(scopes: readonly string[] | null): string[] {
  return WEBHOOK_EVENT_VALUES.filter((type) => {
    if (scopes === null) return true;
    const scope = SCOPE_BY_KIND[type.slice(0, type.indexOf('.'))];
    return scope !== undefined && scopes.includes(scope);
  });
}
