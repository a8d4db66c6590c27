import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { RateLimitModule } from 'src/common/rate-limit/rate-limit.module.js';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { AdminsModule } from 'src/modules/admins/admins.module.js';
import { ApiTokensModule } from 'src/modules/api-tokens/api-tokens.module.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { SessionTokenResolver } from './session-token.resolver.js';

@Module({
  imports: [
    AdminsModule,
    ApiTokensModule,
    RateLimitModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object, made once: given the string, jsonwebtoken first tries it as a PEM public key
        // on every verify, and the thrown error cost ~2.5 ms of CPU per signed request under load.
        secret: createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8')),
        signOptions: { expiresIn: config.auth.tokenTtl as `${number}h`, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [AuthService, AuthResolver, SessionTokenResolver, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService],
})
export class AuthModule {}
