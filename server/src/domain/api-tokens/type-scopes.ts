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

/** A field any API token may read, whatever its scopes (the public catalogue, an admin's name). */
export const ANY_TOKEN = 'any-token';
export type FieldAccess = ApiScope | typeof ANY_TOKEN;

/**
 * Which scope an API token needs to read each GraphQL object type's fields (docs/INTEGRATORS.md, "API tokens and scopes"; DESIGN.md
 * convention 27): the scope map (scope-map.ts) decides which root operations a token may call,
 * this one what it may read below them, at any depth, so a request cannot reach a customer's
 * contact details through `order { customer }`. A type lists either one access for all its
 * fields or the fields tokens may read (the rest refuse every token).
 *
 * Default deny: an object type not listed here (the dashboard, admins' own data, API tokens,
 * webhooks, the activity log, and any type added later until someone classifies it here) refuses
 * every token. Admins' JWTs are not checked (token-scope.rule.ts runs for API tokens only), nor are
 * the public root fields below, which answer a token as they answer anyone.
 */
export const TYPE_SCOPES: Readonly<Record<string, FieldAccess | { readonly fields: Readonly<Record<string, FieldAccess>> }>> = {
  // Requests and their call log.
  Order: ORDERS_READ,
  OrderPage: ORDERS_READ,
  OrderCall: ORDERS_READ,
  LoggedOrderCall: ORDERS_READ,

  // Customers and the plans they bought (contact details, the expert note, the access details).
  Customer: CUSTOMERS_READ,
  CustomerPage: CUSTOMERS_READ,
  CustomerPlan: CUSTOMERS_READ,

  // The catalogue's back-office views; the catalogue itself is public (below).
  CategoryUsage: CATALOGUE_READ,
  PlanUsage: CATALOGUE_READ,

  // What the public site shows, to anyone: readable under any scope at any depth. Their fields are
  // all readable anonymously through the public root fields (themes, plans, features, categories,
  // workSamples); inactive work samples are reached only through the `work-samples:read` roots.
  Plan: ANY_TOKEN,
  Theme: ANY_TOKEN,
  Category: ANY_TOKEN,
  Feature: ANY_TOKEN,
  WorkSample: ANY_TOKEN,
  WorkSamplePage: ANY_TOKEN,

  // An admin as any token sees one (an order's operator or owner, a call's author): the name only,
  // never e-mail, phone or roles. There is no admins scope.
  Admin: { fields: { name: ANY_TOKEN } },
};

/**
 * Root fields marked @Public(): they ignore the token and answer a token as they answer anyone, so
 * nothing below them is checked. test/access/api-token-graph.cases.ts checks this list against the app
 * (every root field that answers without a caller, and no other).
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'Query.plans',
  'Query.features',
  'Query.categories',
  'Query.themes',
  'Query.publicTheme',
  'Query.workSamples',
  'Query.siteSettings',
  'Query.faqItems',
  'Mutation.createOrder',
  'Mutation.login',
  // The second step of a sign-in: its challenge, not a token, says who is signing in.
  'Mutation.verifyLogin',
  'Mutation.beginLoginTwoFactorSetup',
]);

/** What a mutation returns is readable by the token allowed to make it: the write scope covers its area's read scope there. */
const WRITE_OF: Readonly<Partial<Record<ApiScope, ApiScope>>> = {
  [ORDERS_READ]: ORDERS_WRITE,
  [CUSTOMERS_READ]: CUSTOMERS_WRITE,
  [CATALOGUE_READ]: CATALOGUE_WRITE,
  [WORK_SAMPLES_READ]: WORK_SAMPLES_WRITE,
};

/** The access `type.field` needs of a token: a scope, any token, or null (no token may read it). */
export function fieldAccess(type: string, field: string): FieldAccess | null {
  if (!Object.hasOwn(TYPE_SCOPES, type)) return null;
  const access = TYPE_SCOPES[type];
  if (typeof access === 'string') return access;
  return Object.hasOwn(access.fields, field) ? access.fields[field] : null;
}

/** Whether a token holding `scopes` may read a field needing `access` (in a mutation, a write scope covers its area's reads). */
export function tokenMayRead(access: FieldAccess | null, scopes: readonly string[], inMutation = false): boolean {
  if (access === null) return false;
  if (access === ANY_TOKEN || scopes.includes(access)) return true;
  const write = WRITE_OF[access];
  return inMutation && write !== undefined && scopes.includes(write);
}
