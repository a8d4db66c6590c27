import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { DomainException } from 'src/common/errors/domain.exception.js';

/**
 * A token called what its scopes do not cover (docs/INTEGRATORS.md, "API tokens and scopes"); REST 403 `{error,
 * message}`, GraphQL FORBIDDEN.
 */
export const TOKEN_OUT_OF_SCOPE = 'این توکن API اجازهٔ این کار را ندارد';

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
  /**
   * Whether the session's login passed the two-factor second step (docs/INTEGRATORS.md, "Admins, roles, sessions and
   * lockouts"); renewals keep it.
   */
  secondFactor?: boolean;
}

/** An integrator's API token, as the guard found it (docs/INTEGRATORS.md, "API tokens and scopes"): it acts only within its scopes. */
export interface ApiTokenCaller {
  id: number;
  name: string;
  scopes: readonly string[];
  /** As read with the token: whether this call's use must be written down (ApiTokensService.admit). */
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
}

/** Exactly one of the two is set once a bearer has been authenticated. */
export type AuthenticatedRequest = Request & { authUser?: AuthUser; apiToken?: ApiTokenCaller };

export function requestOf(context: ExecutionContext): AuthenticatedRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AuthenticatedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const req = requestOf(context);
  // An operation that needs an admin is one no token may call; the scope map should have kept it out.
  if (req.apiToken) throw DomainException.forbidden(TOKEN_OUT_OF_SCOPE);
  const user = req.authUser;
  if (!user) throw new Error('CurrentUser used on an operation the auth guard did not check');
  return user;
});

/** The admin behind the request, or null when an API token makes it (operations open to tokens). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | null => requestOf(context).authUser ?? null,
);

/** The caller's address, for per-IP limits (Express resolves it through `trust proxy`). */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const req = requestOf(context);
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
});
