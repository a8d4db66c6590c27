import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';

/** The authenticated staff member, as the guard attached it to the request. */
export interface AuthUser {
  id: number;
  name: string;
  family: string;
  email: string;
  roles: string[];
  /** The version of the admin's tokens the request's token was issued under. */
  tokenVersion: number;
  /** When the session began (the login, in seconds since the epoch); renewals keep it. */
  authTime: number;
}

export type AuthenticatedRequest = Request & { authUser?: AuthUser };

export function requestOf(context: ExecutionContext): AuthenticatedRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthenticatedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).authUser;
  if (!user) throw new Error('CurrentUser used on an operation the auth guard did not check');
  return user;
});

/** The caller's address, for per-IP limits (Express resolves it through `trust proxy`). */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const req = requestOf(context);
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
});
