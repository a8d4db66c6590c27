import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { IS_PUBLIC } from 'src/common/auth/public.decorator.js';
import { requestOf } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { AuthService } from './auth.service.js';

/** Global: every operation needs an admin token unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = requestOf(context);
    if (req.authUser) return true;
    const token = bearerToken(req);
    if (!token) throw DomainException.unauthenticated();
    req.authUser = await this.auth.authenticate(token);
    return true;
  }
}
