import { GraphQLError, type ASTNode } from 'graphql';

/**
 * A request refused for its shape (too costly, too deep, an operation type we do not serve):
 * a Persian message, a code of its own and HTTP 400. Apollo wraps validation errors in its own
 * class, so the formatter looks for this one as the original error too.
 */
export class QueryRefusal extends GraphQLError {
  constructor(code: string, message: string, options: { nodes?: ASTNode | readonly ASTNode[]; details?: Record<string, unknown> } = {}) {
    super(message, {
      nodes: options.nodes,
      extensions: { code, ...options.details, http: { status: 400, headers: new Map<string, string>() } },
    });
  }

  static find(error: unknown): QueryRefusal | undefined {
    if (error instanceof QueryRefusal) return error;
    if (error instanceof GraphQLError && error.originalError instanceof QueryRefusal) return error.originalError;
    return undefined;
  }
}
