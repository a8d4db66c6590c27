import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActingAdminInterceptor } from './acting-admin.js';
import { DomainEvents } from './domain-events.js';

/**
 * The domain events (docs/ARCHITECTURE.md, "Domain events"): domain services publish through
 * `DomainEvents`, listeners (the activity log, public reads) subscribe to it. It imports no
 * domain module and no listener, so neither side depends on the other.
 */
@Global()
@Module({
  providers: [DomainEvents, { provide: APP_INTERCEPTOR, useClass: ActingAdminInterceptor }],
  exports: [DomainEvents],
})
export class EventsModule {}
