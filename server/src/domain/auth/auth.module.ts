import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { RateLimitModule } from 'src/platform/rate-limit/rate-limit.module.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { AdminsModule } from 'src/domain/admins/admins.module.js';
import { ApiTokensModule } from 'src/domain/api-tokens/api-tokens.module.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookie.js';
import { LoginChallenges } from './login-challenge.js';
import { TwoFactorModule } from 'src/domain/two-factor/two-factor.module.js';
import { SessionTokenResolver } from './session-token.resolver.js';

@Module({
  imports: [
    AdminsModule,
    ApiTokensModule,
    RateLimitModule,
    TwoFactorModule,
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
  providers: [AuthService, DeviceCookies, LoginChallenges, AuthResolver, SessionTokenResolver, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService, DeviceCookies],
})
export class AuthModule {}
