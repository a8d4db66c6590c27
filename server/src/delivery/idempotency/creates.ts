import type { Request } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/**
 * The REST facade's creates (docs/ARCHITECTURE.md §7), each making a new record, and the request
 * writes of the call log and owners (a note, a call, taking, assigning; docs/INTEGRATORS.md, "Call log and time to
 * first call"), whose retry after a lost answer must not log a second call. Route templates as /api/openapi.json
 * spells them (`{id}` for a parameter).
 */
export const REST_CREATES = new Set([
  '/api/themes/categories/add',
  '/api/customers/add',
  '/api/customers/save-plans-for-customer',
  '/api/themes/features/add',
  '/api/themes/plans/add',
  '/api/orders/create',
  '/api/themes/add-theme',
  '/api/user/create-user',
  '/api/work-samples/add',
  '/api/orders/{id}/notes',
  '/api/orders/{id}/calls',
  '/api/orders/{id}/take',
  '/api/orders/{id}/assign',
]);

/**
 * Each template as routing matches it: case-sensitive, strict (no trailing slash, bootstrap.ts),
 * a parameter one non-empty segment, so no spelling of a create reaches a route without passing here.
 */
const REST_CREATE_PATTERNS = [...REST_CREATES].map(
  (template) =>
    new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    ),
);

/**
 * Whether a request creates a record, the calls `Idempotency-Key` is for (docs/ARCHITECTURE.md, runtime contract). Sessions
 * (login, renewal) are left out on purpose: their answers carry tokens, which are never stored.
 */
export function isCreate(req: Request): boolean {
  if (req.path === '/graphql') return isCreateMutation(req.body);
  return REST_CREATE_PATTERNS.some((pattern) => pattern.test(req.path));
}

/** Creates whose answer carries a secret, which is never stored (an API token's, shown once). */
const ANSWER_HOLDS_SECRET = new Set(['createApiToken']);

/** A GraphQL mutation whose every field is a `create…` (createFeature, createOrder, …). */
function isCreateMutation(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  let operation: OperationDefinitionNode | undefined;
  try {
    const operations = parse(query).definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
    operation = typeof operationName === 'string' ? operations.find((node) => node.name?.value === operationName) : operations[0];
  } catch {
    return false;
  }
  if (operation?.operation !== 'mutation') return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.length > 0 &&
    fields.every(
      (field) => field.kind === Kind.FIELD && /^create[A-Z]/.test(field.name.value) && !ANSWER_HOLDS_SECRET.has(field.name.value),
    )
  );
}
