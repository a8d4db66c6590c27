import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_KEY_PREFIX, FILE_STORAGE, type FileStorage } from './file-storage.js';
import { variantSource } from './image-variants.js';

/** Younger files may belong to an upload whose row is being saved right now. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/**
 * Image keys live in columns named `image` or `…Image` (categories, themes, work samples); any
 * such column of any entity counts, so a new one is covered without being listed here.
 */
const IMAGE_COLUMN = /image$/i;

/**
 * At start, removes what a crash (kill -9 mid-upload, a failed save) left in the file store:
 * unfinished writes and files no row references. The seeded demo folder is the seed's own.
 */
@Injectable()
export class UploadsSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(UploadsSweeper.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const referenced = await this.referencedKeys();
    // Measured against file times, which the machine's clock wrote, so on that clock too.
    const before = new Date(Date.now() - SWEEP_MIN_AGE_MS);
    const isKept = (key: string) => key.startsWith(DEMO_KEY_PREFIX) || referenced.has(key);
    // A resized copy lives as long as the upload it was made from.
    const removed = await this.storage.sweep(before, (key) => isKept(variantSource(key) ?? key));
    if (removed.length > 0) this.logger.log(`removed ${removed.length} unreferenced or unfinished upload(s)`);
  }

  private async referencedKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const entity of this.dataSource.entityMetadatas) {
      for (const column of entity.columns.filter((c) => IMAGE_COLUMN.test(c.propertyName))) {
        const rows: Record<string, unknown>[] = await this.dataSource
          .createQueryBuilder()
          .select(`t.${column.propertyPath}`, 'key')
          .from(entity.target, 't')
          // A record in the bin keeps its image until the purge: an undo must find it.
          .withDeleted()
          .where(`t.${column.propertyPath} IS NOT NULL`)
          .getRawMany();
        rows.forEach((row) => typeof row.key === 'string' && keys.add(row.key));
      }
    }
    return keys;
  }
}
