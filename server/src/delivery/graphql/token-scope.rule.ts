import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { TOKEN_OUT_OF_SCOPE, type AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import type { ApiScope } from 'src/domain/api-tokens/api-scopes.js';
import { ApiTokensService } from 'src/domain/api-tokens/api-tokens.service.js';
import { requiredScope } from 'src/domain/api-tokens/scope-map.js';
import { ANY_TOKEN, fieldAccess, PUBLIC_ROOT_FIELDS, tokenMayRead, type FieldAccess } from 'src/domain/api-tokens/type-scopes.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';

/** The first field of a document that a token may not read: `Type.field`, and the scope it needs (null: no token may). */
export interface TokenScopeRefusal {
  field: string;
  scope: ApiScope | null;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const fragmentsOf = (document: DocumentNode): Fragments =>
  new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );

/**
 * Every field `selectionSet` selects on `parent`, through fragments and inline fragments, each with
 * the type it is selected on (a fragment's or inline fragment's condition narrows it). Aliases
 * play no part: a field is known by its name. Directives (`@skip`, `@include`) are ignored, so a
 * field counts whether or not a variable would leave it out.
 */
function* fieldsOf(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  fragments: Fragments,
  spread: ReadonlySet<string> = new Set(),
): Generator<{ node: FieldNode; parent: GraphQLCompositeType }> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      yield { node: selection, parent };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      yield* fieldsOf(schema, selection.selectionSet, isCompositeType(type) ? type : parent, fragments, spread);
    } else {
      const fragment = fragments.get(selection.name.value);
      // Validation refused unknown fragments and cycles; `spread` only keeps this walk finite regardless.
      if (!fragment || spread.has(fragment.name.value)) continue;
      const type = schema.getType(fragment.typeCondition.name.value);
      yield* fieldsOf(
        schema,
        fragment.selectionSet,
        isCompositeType(type) ? type : parent,
        fragments,
        new Set(spread).add(fragment.name.value),
      );
    }
  }
}

/** Whether an operation names any root field beyond the public ones (which answer a token as anyone). */
export function namesGuardedRootField(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const root = schema.getRootType(operation.operation);
  if (!root) return false;
  for (const { node } of fieldsOf(schema, operation.selectionSet, root, fragmentsOf(document))) {
    const name = node.name.value;
    if (!name.startsWith('__') && !PUBLIC_ROOT_FIELDS.has(`${root.name}.${name}`)) return true;
  }
  return false;
}

/**
 * The first field of `operation` that a token holding `scopes` may not read, or null. Root fields
 * need what the scope map (scope-map.ts) grants; public ones are not looked into. Every other
 * field needs what its type's entry in type-scopes.ts says, on each object type it may resolve on
 * (every implementation of an interface, every member of a union), at any depth.
 */
export function tokenScopeRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  scopes: readonly string[],
): TokenScopeRefusal | null {
  const root = schema.getRootType(operation.operation);
  if (!root) return null;
  const fragments = fragmentsOf(document);
  const inMutation = operation.operation === 'mutation';

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, isRoot: boolean): TokenScopeRefusal | null => {
    for (const { node, parent: on } of fieldsOf(schema, selectionSet, parent, fragments)) {
      const name = node.name.value;
      if (name === '__typename') continue;
      // Introspection (`__schema`, `__type`, off in production) describes the API, not its data.
      if (name.startsWith('__')) continue;
      if (isRoot) {
        const key = `${on.name}.${name}`;
        if (PUBLIC_ROOT_FIELDS.has(key)) continue;
        const scope = requiredScope(key);
        if (!scope || !scopes.includes(scope)) return { field: key, scope };
      } else {
        const concrete: readonly GraphQLObjectType[] = isAbstractType(on) ? schema.getPossibleTypes(on) : isObjectType(on) ? [on] : [];
        for (const type of concrete) {
          if (!type.getFields()[name]) continue;
          const access = fieldAccess(type.name, name);
          if (!tokenMayRead(access, scopes, inMutation)) return { field: `${type.name}.${name}`, scope: readScopeOf(access) };
        }
      }
      const definition = isObjectType(on) || isInterfaceType(on) ? on.getFields()[name] : undefined;
      if (!node.selectionSet || !definition) continue;
      const child = getNamedType(definition.type);
      if (!isCompositeType(child)) continue;
      const refusal = walk(node.selectionSet, child, false);
      if (refusal) return refusal;
    }
    return null;
  };
  return walk(operation.selectionSet, root, true);
}

const readScopeOf = (access: FieldAccess | null): ApiScope | null => (access === null || access === ANY_TOKEN ? null : access);

/** The refusal as the guard's: FORBIDDEN (403), its message naming the field and the scope, both also in `extensions`. */
export function tokenScopeForbidden({ field, scope }: TokenScopeRefusal): DomainException {
  const why = scope ? `«${field}» به دامنهٔ ${scope} نیاز دارد` : `«${field}» را هیچ توکن API نمی‌تواند بخواند`;
  return new DomainException(ErrorCode.Forbidden, `${TOKEN_OUT_OF_SCOPE}: ${why}`, undefined, undefined, { field, scope });
}

/**
 * For API tokens: refuses an operation asking for any field the token's scopes do not cover,
 * before anything runs (no partial answer, no field nulled in place, no first mutation done
 * before the second is refused). Admins' tokens and anonymous callers are not checked; the auth
 * guard still checks each root field as it resolves. A refused call counts against the token's
 * rate limit as the guard's refusals do.
 */
export function tokenScopePlugin(
  authenticate: (req: AuthenticatedRequest) => Promise<boolean>,
  admit: (req: AuthenticatedRequest) => Promise<void>,
): ApolloServerPlugin<GraphqlContext> {
  // Apollo hands back the same parsed document for the same text, so each operation is walked once per set of scopes.
  const seen = new WeakMap<OperationDefinitionNode, Map<string, TokenScopeRefusal | null>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, contextValue }) {
          const req = contextValue.req;
          const bearer = req.apiToken ? null : bearerToken(req);
          if (!operation || (!req.apiToken && !(bearer && ApiTokensService.isApiToken(bearer)))) return;
          if (!namesGuardedRootField(schema, document, operation)) return;
          // A bad token is the guard's 401, answered as it always was.
          if (!(await authenticate(req).catch(() => false)) || !req.apiToken) return;
          const scopes = req.apiToken.scopes;
          const key = [...scopes].sort().join(' ');
          let byScopes = seen.get(operation);
          if (!byScopes) seen.set(operation, (byScopes = new Map()));
          let refusal = byScopes.get(key);
          if (refusal === undefined) byScopes.set(key, (refusal = tokenScopeRefusal(schema, document, operation, scopes)));
          if (!refusal) return;
          await admit(req);
          throw tokenScopeForbidden(refusal);
        },
      };
    },
  };
}
