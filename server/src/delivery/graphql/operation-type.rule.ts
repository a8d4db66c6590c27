import type { ASTVisitor, ValidationContext } from 'graphql';
import { QueryRefusal } from './query-refusal.js';

/**
 * Over HTTP: refuses subscriptions, which are served only over graphql-ws on the same path
 * (subscriptions.ts), and any operation type the schema has no root for, which graphql-js would
 * otherwise only notice while executing, as an internal error.
 */
export function servedOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'subscription' && context.getSchema().getRootType(node.operation)) return;
      context.reportError(
        new QueryRefusal(
          'OPERATION_NOT_SUPPORTED',
          'این نوع عملیات با HTTP پشتیبانی نمی‌شود؛ query و mutation با HTTP، و subscription با graphql-ws روی همین نشانی',
          { nodes: node },
        ),
      );
    },
  };
}
