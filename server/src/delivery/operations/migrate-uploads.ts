import { readFile } from 'node:fs/promises';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { fileStorageFor } from 'src/platform/files/files.module.js';
import { LocalDiskStorage } from 'src/platform/files/local-disk.storage.js';

/**
 * Copies an installation's `DATA_DIR/uploads` into the configured bucket, under the same keys, so
 * the rows' image columns stay valid. Objects already there are left alone: running it again
 * after an interruption copies only the rest.
 */
export async function migrateUploads(config: AppConfig): Promise<{ copied: number; present: number }> {
  if (!config.s3) throw new Error('set S3_BUCKET (and the other S3_* variables) to name the bucket to copy into');
  const bucket = fileStorageFor(config);
  const present = new Set<string>();
  for await (const key of bucket.list()) present.add(key);
  const disk = new LocalDiskStorage(config.uploadsDir);
  let copied = 0;
  let already = 0;
  for await (const key of disk.list()) {
    if (present.has(key)) {
      already++;
      continue;
    }
    await bucket.put(key, await readFile(`${config.uploadsDir}/${key}`));
    copied++;
  }
  return { copied, present: already };
}
