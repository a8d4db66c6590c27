import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { IS_PUBLIC } from 'src/common/auth/public.decorator.js';
import { requestOf, TOKEN_OUT_OF_SCOPE, type AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { ApiTokensService } from 'src/domain/api-tokens/api-tokens.service.js';
import { scopesAdmitting } from 'src/domain/api-tokens/scope-map.js';
import { AuthService } from './auth.service.js';

/** Why a token is refused an operation no scope opens. */
const ADMINS_ONLY = 'این کار فقط برای مدیران است';

/**
 * Global: every operation needs an admin token or an API token unless marked @Public(). An API
 * token is counted against its rate limit and may call only what the scope map grants its
 * scopes (docs/INTEGRATORS.md, "API tokens and scopes"); anything the map does not name refuses every token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly apiTokens: ApiTokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = requestOf(context);
    if (!(await this.auth.authenticateRequest(req))) throw DomainException.unauthenticated();
    if (!req.apiToken) return true;
    await this.apiTokens.admit(req, req.apiToken, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const admitting = scopesAdmitting(operationOf(context, req));
    if (admitting.length === 0) {
      throw new DomainException(ErrorCode.Forbidden, `${TOKEN_OUT_OF_SCOPE}: ${ADMINS_ONLY}`, undefined, undefined, { scope: null });
    }
    if (!admitting.some((scope) => req.apiToken!.scopes.includes(scope))) {
      // Named for the integrator (docs/INTEGRATORS.md, "Errors"): which scope the token lacks.
      throw new DomainException(
        ErrorCode.Forbidden,
        `${TOKEN_OUT_OF_SCOPE}: نیازمند دسترسی ${admitting.join(' یا ')}`,
        undefined,
        undefined,
        {
          scope: admitting[0],
        },
      );
    }
    return true;
  }
}

/** The scope map's name of the operation: `Query.orders`, `Mutation.createCustomer`, `GET /api/orders/all`. */
export function operationOf(context: ExecutionContext, req: AuthenticatedRequest): string {
  if (context.getType<string>() === 'graphql') {
    const info = GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>();
    return `${info.parentType.name}.${info.fieldName}`;
  }
  const route = (req as { route?: { path?: unknown } }).route;
  return `${req.method} ${typeof route?.path === 'string' ? route.path : req.path}`;
}
