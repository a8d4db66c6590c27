import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { AdminsService } from 'src/modules/admins/admins.service.js';
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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.firstAdmin = await this.admins.ensureFirstSuperadmin();
    if (this.config.seedDemo && (await catalogueIsEmpty(this.dataSource))) {
      await seedDemoCatalogue(this.dataSource, this.config.uploadsDir);
      this.logger.log('demo catalogue seeded');
    }
  }
}
