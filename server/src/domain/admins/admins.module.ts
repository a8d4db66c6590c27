import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { ApiTokensModule } from 'src/domain/api-tokens/api-tokens.module.js';
import { OrdersModule } from 'src/domain/orders/orders.module.js';
import { AdminDeactivationService } from './admin-deactivation.service.js';
import { Admin } from './admin.entity.js';
import { AdminsResolver } from './admins.resolver.js';
import { AdminsService } from './admins.service.js';

/** Admins; deactivating one hands on their requests (orders) and API tokens, through those modules' services. */
@Module({
  imports: [TypeOrmModule.forFeature([Admin]), RateLimitModule, OrdersModule, ApiTokensModule],
  providers: [AdminsService, AdminDeactivationService, AdminsResolver],
  exports: [AdminsService, AdminDeactivationService],
})
export class AdminsModule {}
