import { ApiScope } from 'src/domain/api-tokens/api-scopes.js';
import { ANY_TOKEN, fieldAccess, tokenMayRead, type FieldAccess } from 'src/domain/api-tokens/type-scopes.js';
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

/**
 * Payload fields that name a record of another type: a token reads them as it reads that type's
 * field in the API (type-scopes.ts). A call's author is an admin, whose id no token reads (only
 * the name); a plan's or theme's id is the public catalogue's; a plan's customer is a customer's.
 * Every other field needs the event kind's scope.
 */
const REFERENCES: Record<string, FieldAccess | null> = {
  author_id: fieldAccess('Admin', 'id'),
  customer_id: fieldAccess('Customer', 'id'),
  order_id: fieldAccess('Order', 'id'),
  plan_id: fieldAccess('Plan', 'id'),
  theme_id: fieldAccess('Theme', 'id'),
};

const kindOf = (type: string) => type.slice(0, type.indexOf('.'));

/** The event types a caller may read: every one for an admin (null scopes), else those the token's scopes cover. */
export function readableEventTypes(scopes: readonly string[] | null): string[] {
  return WEBHOOK_EVENT_VALUES.filter((type) => {
    if (scopes === null) return true;
    const scope = SCOPE_BY_KIND[kindOf(type)];
    return scope !== undefined && scopes.includes(scope);
  });
}

/**
 * An event's `data` cut to what the caller may read, field by field (admins: all of it): the
 * fields a token's scopes do not cover are left out, as the REST answers leave them out.
 */
export function eventDataFor(type: string, data: Record<string, unknown>, scopes: readonly string[] | null): Record<string, unknown> {
  if (scopes === null) return data;
  const own: FieldAccess | null = SCOPE_BY_KIND[kindOf(type)] ?? null;
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => {
      const access = Object.hasOwn(REFERENCES, field) ? REFERENCES[field] : own;
      return access === ANY_TOKEN || tokenMayRead(access, scopes);
    }),
  );
}
