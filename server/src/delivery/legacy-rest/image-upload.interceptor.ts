import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { UPLOAD_PARSER_LIMIT } from 'src/platform/files/upload-limits.js';

/**
 * Parses the legacy multipart forms: the image fields into memory (multer's default without a
 * storage option; ImagesService checks them), the rest as fields.
 */
export const LegacyImageUpload = (...names: string[]) =>
  FileFieldsInterceptor(
    names.map((name) => ({ name, maxCount: 1 })),
    { limits: { fileSize: UPLOAD_PARSER_LIMIT, files: names.length, fields: 100 } },
  );

export type UploadedImages = Record<string, { buffer: Buffer }[] | undefined>;

export const firstFile = (files: UploadedImages | undefined, name: string) => files?.[name]?.[0];
