import type { ASTVisitor, ValidationContext } from 'graphql';
import { QueryRefusal } from './query-refusal.js';

/**
 * Refuses operations of a type the schema has no root for (subscriptions: this API has none),
 * which graphql-js would otherwise only notice while executing, as an internal error.
 */
export function servedOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(
        new QueryRefusal('OPERATION_NOT_SUPPORTED', 'این نوع عملیات پشتیبانی نمی‌شود؛ فقط query و mutation پذیرفته است', { nodes: node }),
      );
    },
  };
}
