import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
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
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw DomainException.unauthenticated();
    req.authUser = await this.auth.authenticate(match[1]);
    return true;
  }
}
