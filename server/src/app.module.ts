import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { LoggerModule } from 'nestjs-pino';
import { requestLogLevel } from 'src/platform/observability/request-log.js';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { ConfigModule } from 'src/platform/config/config.module.js';
import { ClockModule } from 'src/common/clock.module.js';
import type { Clock } from 'src/common/clock.js';
import { RedisModule } from 'src/platform/redis/redis.module.js';
import { HttpExceptionFilter } from 'src/common/errors/http-exception.filter.js';
import { createValidationPipe } from 'src/common/validation/validation.pipe.js';
import { DatabaseModule } from 'src/database/database.module.js';
import { graphqlOptions } from 'src/delivery/graphql/graphql.options.js';
import { AuthModule } from 'src/domain/auth/auth.module.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { DOMAIN_MODULES } from 'src/domain-modules.js';
import { EventsModule } from 'src/platform/events/events.module.js';
import { IdempotencyModule } from 'src/delivery/idempotency/idempotency.module.js';
import { PublicReadsModule } from 'src/reactions/public-reads/public-reads.module.js';
import { LegacyRestModule } from 'src/delivery/legacy-rest/legacy-rest.module.js';
import { LiveModule } from 'src/reactions/live/live.module.js';
import { BusinessMetricsModule } from 'src/reactions/business-metrics/business-metrics.module.js';
import { LiveSessions } from 'src/delivery/graphql/live-sessions.js';
import { LiveSocketModule } from 'src/delivery/graphql/live-socket.module.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { ObservabilityModule } from 'src/platform/observability/observability.module.js';
import { traceLogFields } from 'src/platform/observability/trace-context.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Every line written while serving a request names its trace (trace-context.ts).
            mixin: traceLogFields,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            customLogLevel: requestLogLevel,
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        ObservabilityModule,
        ClockModule.forRoot(clock),
        RedisModule,
        DatabaseModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AuthModule, LiveSocketModule],
          inject: [APP_CONFIG, DataSource, AuthService, Metrics, LiveSessions, GraphQLSchemaHost],
          useFactory: graphqlOptions,
        }),
        EventsModule,
        ...DOMAIN_MODULES,
        PublicReadsModule,
        LiveModule,
        BusinessMetricsModule,
        LiveSocketModule,
        IdempotencyModule,
        LegacyRestModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
