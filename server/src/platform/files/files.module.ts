import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { ClientAssetArchive } from './client-asset-archive.js';
import { FILE_STORAGE } from './file-storage.js';
import { ImagesService } from './images.service.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { createS3Client } from './s3-client.js';
import { S3Storage } from './s3.storage.js';
import { UploadsSweeper } from './uploads-sweeper.js';
import { instrumentS3 } from 'src/platform/observability/dependency-metrics.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';

/** Images under `uploads/` in the bucket; the client's assets share it under `assets/`. */
export const S3_UPLOADS_PREFIX = 'uploads/';

/** docs/ARCHITECTURE.md, convention 12: the file store is chosen here, from configuration. */
export function fileStorageFor(config: AppConfig, metrics?: Metrics): LocalDiskStorage | S3Storage {
  if (!config.s3) return new LocalDiskStorage(config.uploadsDir);
  const client = createS3Client(config.s3);
  return new S3Storage(metrics ? instrumentS3(client, metrics) : client, config.s3.bucket, S3_UPLOADS_PREFIX, config.s3.publicUrl);
}

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG, Metrics],
      useFactory: (config: AppConfig, metrics: Metrics) => fileStorageFor(config, metrics),
    },
    ImagesService,
    UploadsSweeper,
    ClientAssetArchive,
  ],
  exports: [FILE_STORAGE, ImagesService, ClientAssetArchive],
})
export class FilesModule {}
