import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { requestOf } from 'src/common/auth/request-context.js';
import type { Actor } from './domain-event.js';

const actingAdmin = new AsyncLocalStorage<Actor | undefined>();

/** The admin or API token whose request is running here, the actor of its writes' events; undefined for a visitor. */
export function currentActor(): Actor | undefined {
  return actingAdmin.getStore();
}

/**
 * Global, after the auth guard: runs the operation (GraphQL resolver or REST handler alike) with
 * the request's admin in scope, so the events of a service's writes name who made them without
 * each caller passing it (docs/ARCHITECTURE.md, "Domain events").
 */
@Injectable()
export class ActingAdminInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!['graphql', 'http'].includes(context.getType<string>())) return next.handle();
    const req = requestOf(context);
    const actor: Actor | undefined = req?.authUser
      ? { kind: 'admin', id: req.authUser.id }
      : req?.apiToken
        ? { kind: 'token', id: req.apiToken.id, name: req.apiToken.name }
        : undefined;
    return new Observable((subscriber) => {
      const subscription = actingAdmin.run(actor, () => next.handle().subscribe(subscriber));
      return () => subscription.unsubscribe();
    });
  }
}
