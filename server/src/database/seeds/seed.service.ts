import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import { FILE_STORAGE, type FileStorage } from 'src/platform/files/file-storage.js';
import { underStartLock } from '../start-lock.js';
import { catalogueIsEmpty, seedDemoCatalogue } from './demo-seeder.js';

/** Prepares a fresh install: the first superadmin, and the demo catalogue when SEED_DEMO is on. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);
  /** Set when this start created the first superadmin; main.ts prints where to log in. */
  firstAdmin: { email: string; passwordFile?: string } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Under the start lock: instances started together create one admin and seed once. */
  async onApplicationBootstrap(): Promise<void> {
    await underStartLock(this.dataSource, async () => {
      this.firstAdmin = await this.admins.ensureFirstSuperadmin();
      if (this.config.seedDemo && (await catalogueIsEmpty(this.dataSource))) {
        await seedDemoCatalogue(this.dataSource, this.storage);
        this.logger.log('demo catalogue seeded');
      }
    });
  }
}
