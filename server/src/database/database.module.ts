import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { AdminsModule } from 'src/modules/admins/admins.module.js';
import { dataSourceOptions } from './data-source.options.js';
import { SQLITE_MIGRATIONS } from './migrations-sqlite/index.js';
import { SeedService } from './seeds/seed.service.js';
import { baselineSynchronizedSqlite } from './sqlite-baseline.js';
import { underStartLock } from './start-lock.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), retryAttempts: 3, retryDelay: 1000 }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        if (dataSource.options.migrations?.length) {
          await underStartLock(dataSource, async () => {
            if (dataSource.options.type === 'better-sqlite3') await baselineSynchronizedSqlite(dataSource, SQLITE_MIGRATIONS);
            await dataSource.runMigrations({ transaction: 'each' });
          });
        }
        return dataSource;
      },
    }),
    AdminsModule,
  ],
  providers: [SeedService],
  exports: [SeedService],
})
export class DatabaseModule {}
