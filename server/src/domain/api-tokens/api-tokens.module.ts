import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokensResolver } from './api-tokens.resolver.js';
import { ApiTokensService } from './api-tokens.service.js';

/** Integrators' API tokens (docs/INTEGRATORS.md, "API tokens and scopes"); the auth guard authenticates them and applies the scope map. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiToken]), RateLimitModule],
  providers: [ApiTokensService, ApiTokensResolver],
  exports: [ApiTokensService],
})
export class ApiTokensModule {}
