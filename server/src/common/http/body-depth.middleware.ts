import type { NextFunction, Request, Response } from 'express';
import { ErrorCode } from 'src/common/errors/domain.exception.js';
import { answerEarlyError } from './early-error.js';
import { toPersianDigits } from '@site-builder/rules';

/**
 * Far above any real payload (the deepest, a GraphQL multipart request, is 4 levels), far below
 * the ~2,300 levels at which class-transformer's recursion overflowed the stack (a 500).
 */
export const MAX_BODY_DEPTH = 32;

/** Walks with its own stack, so a deep body cannot overflow the call stack here either. */
export function deeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a parsed body (JSON, urlencoded, GraphQL multipart operations) nested deeper than
 * MAX_BODY_DEPTH with 400, before anything transforms it: `{error, message}` on REST, the
 * GraphQL error shape on /graphql.
 */
export function bodyDepthLimit(maxDepth = MAX_BODY_DEPTH) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!deeperThan(req.body, maxDepth)) return next();
    const message = `ساختار درخواست بیش از ${toPersianDigits(maxDepth)} سطح تودرتو است`;
    answerEarlyError(req, res, 400, ErrorCode.BadRequest, message);
  };
}
