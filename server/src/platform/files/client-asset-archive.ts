import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { createS3Client } from './s3-client.js';
import { S3Storage } from './s3.storage.js';

const ASSETS_PREFIX = 'assets/';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * During a rolling deploy a page served by one version asks for hashed assets that instances of
 * the other version do not have. With a bucket configured, every instance adds its build's
 * assets to the bucket at start (names are content hashes: nothing is ever overwritten with other
 * bytes), and `/assets/*` names missing from the local build are served from there.
 */
@Injectable()
export class ClientAssetArchive implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ClientAssetArchive.name);
  readonly storage: S3Storage | null;
  private publishing: Promise<void> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.storage = config.s3 ? new S3Storage(createS3Client(config.s3), config.s3.bucket, ASSETS_PREFIX, null, ASSET_CACHE_CONTROL) : null;
  }

  onApplicationBootstrap(): void {
    // In the background: the instance serves its own assets from disk meanwhile.
    this.publishing = this.publish().then(
      () => undefined,
      (error: Error) => this.logger.warn(`could not publish assets: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publishing;
  }

  /** Adds the local build's assets the bucket lacks; returns how many were added. */
  async publish(): Promise<number> {
    const dir = join(this.config.clientDistDir, 'assets');
    if (!this.storage || !existsSync(dir)) return 0;
    const present = new Set<string>();
    for await (const key of this.storage.list()) present.add(key);
    const missing = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .map((name) => name.split('\\').join('/'))
      .filter((name) => !name.endsWith('.br') && !name.endsWith('.gz') && !present.has(name) && name.includes('.'));
    for (const name of missing) await this.storage.put(name, await readFile(join(dir, name)));
    if (missing.length > 0) this.logger.log(`published ${missing.length} client asset(s) to the bucket`);
    return missing.length;
  }
}
