import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { AdminsModule } from 'src/domain/admins/admins.module.js';
import { AdminTwoFactor } from './admin-two-factor.entity.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TwoFactorResolver } from './two-factor.resolver.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * Two-factor sign-in (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): the factor itself; the login's
 * second step is the auth module's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdminTwoFactor, RecoveryCode]), AdminsModule, RateLimitModule],
  providers: [TwoFactorService, TwoFactorResolver],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
