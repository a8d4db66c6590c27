import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { FILE_STORAGE } from './file-storage.js';
import { ImagesService } from './images.service.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { UploadsSweeper } from './uploads-sweeper.js';

@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadsDir),
    },
    ImagesService,
    UploadsSweeper,
  ],
  exports: [FILE_STORAGE, ImagesService],
})
export class FilesModule {}
