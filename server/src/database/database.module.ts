import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { prepareDataDir } from 'src/platform/config/private-data-dir.js';
import { AdminsModule } from 'src/domain/admins/admins.module.js';
import { DataKeyError } from 'src/common/crypto/data-keyring.js';
import { useDataKeyring } from 'src/common/crypto/encrypted-column.js';
import { dataSourceOptions } from './data-source.options.js';
import { attachDataKeyring, DataKeysRefused, encryptLeftoverPlaintext, openDataKeyring } from './data-keys.js';
import { SQLITE_MIGRATIONS } from './migrations-sqlite/index.js';
import { SeedService } from './seeds/seed.service.js';
import { baselineSynchronizedSqlite } from './sqlite-baseline.js';
import { underStartLock } from './start-lock.js';

/** The configuration behind the options TypeORM hands the data source factory (which sees nothing else). */
const keysOf = new WeakMap<object, AppConfig['dataKeys']>();

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        // Before the database file is opened (or created): its WAL and shared-memory files take its mode.
        prepareDataDir(config);
        // A refusal over keys is final: trying again cannot make a key appear.
        const toRetry = (error: unknown) => !(error instanceof DataKeysRefused || error instanceof DataKeyError);
        const options = { ...dataSourceOptions(config), retryAttempts: 3, retryDelay: 1000, toRetry };
        keysOf.set(options, config.dataKeys);
        return options;
      },
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        if (dataSource.options.migrations?.length) {
          await underStartLock(dataSource, async () => {
            if (dataSource.options.type === 'better-sqlite3') await baselineSynchronizedSqlite(dataSource, SQLITE_MIGRATIONS);
            // Before the migrations: the one that encrypts rows written before encryption reads it.
            const keyring = await openDataKeyring(dataSource, keysOf.get(options!)!);
            attachDataKeyring(dataSource, keyring);
            useDataKeyring(keyring);
            await dataSource.runMigrations({ transaction: 'each' });
            await encryptLeftoverPlaintext(dataSource);
          }).catch(async (error: unknown) => {
            // A refused start leaves no connection open behind it.
            await dataSource.destroy();
            throw error;
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
