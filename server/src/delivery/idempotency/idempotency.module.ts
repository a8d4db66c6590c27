import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from 'src/domain/auth/auth.module.js';
import { DatabaseIdempotencyStore } from './database-idempotency.store.js';
import { IdempotencyRecord } from './idempotency-record.entity.js';
import { IdempotencyMiddleware } from './idempotency.middleware.js';
import { IDEMPOTENCY_STORE } from './idempotency.store.js';

/** `Idempotency-Key` on creates: bootstrap mounts the middleware ahead of both APIs. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyRecord]), AuthModule],
  providers: [{ provide: IDEMPOTENCY_STORE, useClass: DatabaseIdempotencyStore }, IdempotencyMiddleware],
  exports: [IdempotencyMiddleware],
})
export class IdempotencyModule {}
