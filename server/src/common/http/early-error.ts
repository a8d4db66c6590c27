import type { Request, Response } from 'express';
import type { ErrorCode } from 'src/common/errors/domain.exception.js';
import { sendRestError } from 'src/common/errors/rest-error.js';

const GRAPHQL_PATH = /^\/graphql(\/|$)/;

/**
 * A refusal sent before the request reaches Nest, in the shape its API documents: the GraphQL
 * error shape on /graphql, `{error, message, code}` on REST.
 */
export function answerEarlyError(req: Request, res: Response, status: number, code: ErrorCode, message: string): void {
  if (GRAPHQL_PATH.test(req.path)) {
    res.status(status).json({ errors: [{ message, extensions: { code, status } }] });
  } else {
    sendRestError(req, res, status, { error: message, message, code });
  }
}
