import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { imageSize } from 'image-size';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { fieldLabel } from 'src/common/validation/fa-messages.js';
import { FILE_STORAGE, StorageFullError, type FileStorage } from './file-storage.js';
import { variantsFolder } from './image-variants.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from './upload-limits.js';

const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

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

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  url(key: string | null | undefined): string | null {
    return key ? this.storage.publicUrl(key) : null;
  }

  /**
   * Reads and checks an upload by its content: PNG, JPEG, WebP or GIF, at most 5 MB, declaring
   * at most MAX_IMAGE_SIDE pixels a side and MAX_IMAGE_PIXELS in all.
   */
  async read(source: ImageSource, field = 'image'): Promise<ImageFile> {
    const content = 'buffer' in source ? source.buffer : await this.readStream(await source, field);
    if (content.length > MAX_UPLOAD_BYTES) throw this.tooLarge(field);
    if (content.length === 0) throw DomainException.invalidField(field, `${fieldLabel(field)} خالی است`);
    const type = await fileTypeFromBuffer(content);
    const extension = type && ALLOWED.get(type.mime);
    if (!extension) {
      throw DomainException.invalidField(field, `${fieldLabel(field)} باید یک فایل PNG، JPEG، WebP یا GIF باشد`);
    }
    this.checkDimensions(content, field);
    return { content, extension };
  }

  /** Reads only the header: the size a decoder would allocate, before anything decodes it. */
  private checkDimensions(content: Buffer, field: string): void {
    let size: { width: number; height: number };
    try {
      size = imageSize(content);
    } catch {
      throw DomainException.invalidField(field, `${fieldLabel(field)} خراب است و خوانده نمی‌شود`);
    }
    const { width, height } = size;
    if (!(width > 0 && height > 0)) {
      throw DomainException.invalidField(field, `${fieldLabel(field)} خراب است و خوانده نمی‌شود`);
    }
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      throw DomainException.invalidField(
        field,
        `ابعاد ${fieldLabel(field)} (${fa(width)}×${fa(height)} پیکسل) بیش از حد مجاز است؛ ` +
          `هر ضلع حداکثر ${fa(MAX_IMAGE_SIDE)} پیکسل و در کل حداکثر ${fa(MAX_IMAGE_PIXELS / 1_000_000)} مگاپیکسل`,
      );
    }
  }

  /**
   * Stores `image` under a generated name in `folder`, runs `save` with the new key, and keeps
   * storage and database in step: if saving fails the new file is removed, and once it succeeds
   * the replaced file is.
   */
  async storeWhile<T>(folder: string, image: ImageFile, previousKey: string | null, save: (key: string) => Promise<T>): Promise<T> {
    const key = `${folder}/${randomUUID()}.${image.extension}`;
    try {
      await this.storage.put(key, image.content);
    } catch (error) {
      if (error instanceof StorageFullError) {
        throw DomainException.unavailable('فضای ذخیره‌سازی سرور پر است و تصویر ذخیره نشد؛ لطفا بعدا دوباره تلاش کنید', 60);
      }
      throw error;
    }
    let result: T;
    try {
      result = await save(key);
    } catch (error) {
      // The client needs the save's answer; an object left behind is only clutter the storage sweep removes.
      await this.removeQuietly(key);
      throw error;
    }
    if (previousKey) await this.removeQuietly(previousKey);
    return result;
  }

  async removeQuietly(key: string | null): Promise<void> {
    if (!key) return;
    try {
      // Its resized copies first: none may outlive it and still show a removed picture.
      await this.storage.removeFolder(variantsFolder(key));
      await this.storage.remove(key);
    } catch (error) {
      this.logger.warn(`could not remove ${key}, left for the storage sweep: ${(error as Error).message}`);
    }
  }

  private async readStream(upload: FileUpload, field: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = upload.createReadStream();
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > MAX_UPLOAD_BYTES) throw this.tooLarge(field);
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
    return DomainException.invalidField(field, `${fieldLabel(field)} نباید بیشتر از ${fa(MAX_UPLOAD_MEGABYTES)} مگابایت باشد`);
  }
}
