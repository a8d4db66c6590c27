import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  GraphQLList,
  isCompositeType,
  isObjectType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from 'src/common/pagination/pagination.js';
import { CUSTOMERS_PER_PAGE } from 'src/domain/customers/customers.service.js';
import { ORDERS_PER_PAGE } from 'src/domain/orders/orders.service.js';
import { WORK_SAMPLES_PER_PAGE } from 'src/domain/work-samples/work-samples.service.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { QueryRefusal } from './query-refusal.js';

/**
 * Assumed length of a list without a page size (themes, plans, features, a theme's plans...):
 * above what the catalogue holds per level today, so nesting lists multiplies as it does in the
 * database and in the response.
 */
export const LIST_SIZE = 20;

/**
 * Lists known to be longer than `LIST_SIZE`: the comparison table's features (64 in the demo; a
 * shop's table holds up to about a hundred). Counted at 20, fifteen aliased feature lists passed
 * the anonymous cap at three times the work it was meant to allow, and spelled anew each time
 * (so never answered from the kept results) they held the event loop long enough to push the
 * health check's p99 to 78 ms (scripts/bench-graphql-cost.mjs).
 */
const LIST_SIZES: Record<string, number> = {
  'Query.features': 100,
};

/** Page sizes of the paged lists when the query names none (their services' defaults). */
const DEFAULT_PAGE_SIZES: Record<string, number> = {
  'Query.customers': CUSTOMERS_PER_PAGE,
  'Query.orders': ORDERS_PER_PAGE,
  'Query.workSamples': WORK_SAMPLES_PER_PAGE,
  'Query.adminWorkSamples': WORK_SAMPLES_PER_PAGE,
};
const PAGE_SIZE_ARGUMENT = 'perPage';

/**
 * Anonymous callers: the costliest query of the public site is the theme catalogue with its plans
 * and categories (1,761); 2,000 leaves room for it and refuses lists nested in lists, such as
 * `themes { plans { features } }` (8,421 for one of them). Kept this close because an allowed
 * query holds the event loop for its whole run on the embedded database; heavy anonymous ones take
 * turns (heavy-query-turns.ts) so others are served between them (scripts/bench-graphql-cost.mjs).
 */
export const ANONYMOUS_MAX_COST = 2_000;
/**
 * Staff: the back office's costliest query is the list of admins (501), its paged lists cost about
 * 1,100 at 100 a page; 10,000 leaves room for staff's own queries and still refuses the 15 aliased
 * `themes { plans { features } }` query (618,915).
 */
export const ADMIN_MAX_COST = 10_000;

/**
 * The estimated work of an operation: every field counts 1, and a field returning a list counts
 * its selection once per expected item (the page size for paged lists, `LIST_SIZES` or `LIST_SIZE` for others),
 * so the cost grows with the rows read and the bytes sent, as nesting and aliases multiply them.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const selectionCost = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    pageSize: number | undefined,
    seen: Set<string>,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, parent, pageSize, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += selectionCost(selection.selectionSet, isCompositeType(type) ? type : parent, pageSize, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        // Validation already refused fragment cycles; `seen` only keeps this walk finite regardless.
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        cost += selectionCost(
          fragment.selectionSet,
          isCompositeType(type) ? type : parent,
          pageSize,
          new Set(seen).add(fragment.name.value),
        );
      }
    }
    return cost;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLCompositeType, pageSize: number | undefined, seen: Set<string>): number => {
    const name = node.name.value;
    if (name === '__typename') return 0;
    const field = isObjectType(parent) ? parent.getFields()[name] : undefined;
    if (!field) return 1;
    const items = getNullableType(field.type) instanceof GraphQLList ? (pageSize ?? LIST_SIZES[`${parent.name}.${name}`] ?? LIST_SIZE) : 1;
    if (!node.selectionSet) return items;
    const childType = getNamedType(field.type);
    if (!isCompositeType(childType)) return items;
    const childPageSize = pageSizeOf(field, node, `${parent.name}.${name}`, variables);
    return 1 + items * selectionCost(node.selectionSet, childType, childPageSize, seen);
  };

  return selectionCost(operation.selectionSet, root, undefined, new Set());
}

/** The page size a paged field asks for: its argument, else its list's default (the largest page when unknown). */
function pageSizeOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  key: string,
  variables: Record<string, unknown>,
): number | undefined {
  const definition = field.args.find((arg) => arg.name === PAGE_SIZE_ARGUMENT);
  if (!definition) return undefined;
  const argument = node.arguments?.find((arg) => arg.name.value === PAGE_SIZE_ARGUMENT);
  const value = argument ? valueFromAST(argument.value, definition.type, variables) : undefined;
  // A size out of range is refused by the arguments' validation (422, naming the field), not here.
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_PAGE_SIZE) return value;
  return DEFAULT_PAGE_SIZES[key] ?? MAX_PAGE_SIZE;
}

/**
 * Refuses an operation whose cost is above the caller's cap, before anything runs. The cap for
 * staff applies only to a valid admin token: a costly query with a bad token is a 401, a costly
 * one without any token is refused.
 */
export function queryCostPlugin(authenticate: (req: GraphqlContext['req']) => Promise<boolean>): ApolloServerPlugin<GraphqlContext> {
  // Apollo hands back the same parsed document for the same query text, so an operation without
  // variables (whose cost cannot change) is walked once.
  const costs = new WeakMap<OperationDefinitionNode, number>();
  const costOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables?: Record<string, unknown>,
  ) => {
    if (operation.variableDefinitions?.length) return operationCost(schema, document, operation, variables);
    let cost = costs.get(operation);
    if (cost === undefined) costs.set(operation, (cost = operationCost(schema, document, operation)));
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const cost = costOf(schema, document, operation, request.variables);
          contextValue.queryCost = cost;
          if (cost <= ANONYMOUS_MAX_COST) return;
          const staff = cost <= ADMIN_MAX_COST && (await authenticate(contextValue.req));
          if (staff) return;
          const maxCost = cost <= ADMIN_MAX_COST ? ANONYMOUS_MAX_COST : ADMIN_MAX_COST;
          throw new QueryRefusal('QUERY_TOO_COSTLY', 'این درخواست بیش از حد سنگین است؛ فهرست‌ها یا فیلدهای کمتری بخواهید', {
            nodes: operation,
            details: { cost, maxCost },
          });
        },
      };
    },
  };
}
