import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { fieldLabel } from 'src/common/validation/fa-messages.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';

const ALLOWED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** An image that passed the checks and waits to be stored. */
export interface ImageFile {
  content: Buffer;
  extension: string;
}

/** Something an upload may come as: graphql-upload's promise, or bytes a REST multipart parser already read. */
export type ImageSource = Promise<FileUpload> | FileUpload | { buffer: Buffer };

@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  url(key: string | null | undefined): string | null {
    return key ? this.storage.publicUrl(key) : null;
  }

  /** Reads and checks an upload by its content: PNG, JPEG, WebP or GIF, at most 5 MB. */
  async read(source: ImageSource, field = 'image'): Promise<ImageFile> {
    const content = 'buffer' in source ? source.buffer : await this.readStream(await source, field);
    if (content.length > this.config.uploads.maxBytes) throw this.tooLarge(field);
    if (content.length === 0) throw DomainException.invalidField(field, `${fieldLabel(field)} خالی است`);
    const type = await fileTypeFromBuffer(content);
    const extension = type && ALLOWED.get(type.mime);
    if (!extension) {
      throw DomainException.invalidField(field, `${fieldLabel(field)} باید یک فایل PNG، JPEG، WebP یا GIF باشد`);
    }
    return { content, extension };
  }

  /**
   * Stores `image` under a generated name in `folder`, runs `save` with the new key, and keeps
   * storage and database in step: if saving fails the new file is removed, and once it succeeds
   * the replaced file is.
   */
  async storeWhile<T>(folder: string, image: ImageFile, previousKey: string | null, save: (key: string) => Promise<T>): Promise<T> {
    const key = `${folder}/${randomUUID()}.${image.extension}`;
    await this.storage.put(key, image.content);
    let result: T;
    try {
      result = await save(key);
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    if (previousKey) await this.removeQuietly(previousKey);
    return result;
  }

  async removeQuietly(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.logger.warn(`could not remove ${key}: ${(error as Error).message}`);
    }
  }

  private async readStream(upload: FileUpload, field: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = upload.createReadStream();
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > this.config.uploads.maxBytes) throw this.tooLarge(field);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof DomainException) throw error;
      // graphql-upload aborts the stream when the file passes maxFileSize.
      throw this.tooLarge(field);
    }
    return Buffer.concat(chunks);
  }

  private tooLarge(field: string): DomainException {
    return new DomainException(ErrorCode.Validation, `${fieldLabel(field)} نباید بیشتر از ۵ مگابایت باشد`, {
      [field]: [`${fieldLabel(field)} نباید بیشتر از ۵ مگابایت باشد`],
    });
  }
}
